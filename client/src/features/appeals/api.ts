import { z } from 'zod';
import {
  adminAppealsSchema,
  appealWindowSchema,
  itemStatisticsSchema,
  keyChangeSchema,
  keyDecisionResultSchema,
  myAppealSchema,
  regradeStatusSchema,
  scoreChangeNoteSchema,
  type AdminAppeals,
  type AppealWindow,
  type ItemStatistics,
  type KeyChange,
  type MyAppeal,
  type Option,
  type RegradeStatus,
  type ScoreChangeNote,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** The appeals endpoints: appeals, key decisions, regrade progress, item statistics. */
const enc = encodeURIComponent;
const admin = (simuladoId: string) => `/api/admin/simulados/${enc(simuladoId)}`;

export async function fileAppeal(input: {
  simuladoId: string;
  questionId: string;
  text: string;
}): Promise<MyAppeal> {
  return myAppealSchema.parse(
    await api.post(
      `/api/simulados/${enc(input.simuladoId)}/questions/${enc(input.questionId)}/appeals`,
      { text: input.text },
    ),
  );
}

export async function fetchMyAppeals(
  simuladoId?: string,
  signal?: AbortSignal,
): Promise<MyAppeal[]> {
  const query = simuladoId ? `?simuladoId=${enc(simuladoId)}` : '';
  return z.array(myAppealSchema).parse(await api.get(`/api/me/appeals${query}`, signal));
}

/** Whether the viewer may file now, and when the window opens and closes. */
export async function fetchAppealWindow(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<AppealWindow> {
  return appealWindowSchema.parse(
    await api.get(`/api/me/appeals/window?simuladoId=${enc(simuladoId)}`, signal),
  );
}

export async function fetchScoreChanges(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ScoreChangeNote[]> {
  return z
    .array(scoreChangeNoteSchema)
    .parse(await api.get(`/api/me/score-changes?simuladoId=${enc(simuladoId)}`, signal));
}

export async function fetchAdminAppeals(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<AdminAppeals> {
  return adminAppealsSchema.parse(await api.get(`${admin(simuladoId)}/appeals`, signal));
}

export async function fetchKeyChanges(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<KeyChange[]> {
  return z.array(keyChangeSchema).parse(await api.get(`${admin(simuladoId)}/key-changes`, signal));
}

export async function fetchRegradeStatus(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<RegradeStatus> {
  return regradeStatusSchema.parse(await api.get(`${admin(simuladoId)}/regrade`, signal));
}

export async function fetchAdminStatistics(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ItemStatistics> {
  return itemStatisticsSchema.parse(await api.get(`${admin(simuladoId)}/statistics`, signal));
}

export async function fetchClassStatistics(
  classId: string,
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ItemStatistics> {
  return itemStatisticsSchema.parse(
    await api.get(`/api/teacher/classes/${enc(classId)}/statistics/${enc(simuladoId)}`, signal),
  );
}

export async function setAppealsWindow(input: { simuladoId: string; appealsUntil: string | null }) {
  return api.put(`${admin(input.simuladoId)}/appeals-window`, { appealsUntil: input.appealsUntil });
}

export type Decision =
  | { kind: 'REJECT'; reply: string }
  | { kind: 'CHANGE_KEY'; correctOption: Option; reason: string }
  | { kind: 'ANNUL'; reason: string };

export async function decide(input: {
  simuladoId: string;
  questionId: string;
  decision: Decision;
}) {
  const base = `${admin(input.simuladoId)}/questions/${enc(input.questionId)}`;
  const { decision } = input;
  const body =
    decision.kind === 'REJECT'
      ? await api.post(`${base}/appeals/reject`, { reply: decision.reply })
      : decision.kind === 'ANNUL'
        ? await api.post(`${base}/annul`, { reason: decision.reason })
        : await api.put(`${base}/correct-option`, {
            correctOption: decision.correctOption,
            reason: decision.reason,
          });
  return keyDecisionResultSchema.parse(body);
}
