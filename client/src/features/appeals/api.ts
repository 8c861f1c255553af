import {
  contract,
  type AdminAppeals,
  type AppealWindow,
  type AppealsWindow,
  type DecisionImpact,
  type ItemStatistics,
  type KeyChange,
  type KeyDecisionResult,
  type MyAppeal,
  type Option,
  type RegradeStatus,
  type ScoreChangeNote,
} from '@gabaritei/shared';
import { call } from '../../api/call';

/** The appeals routes of shared's contract: appeals, key decisions, regrade, item statistics. */

const routes = contract.appeals;

export async function fileAppeal(input: {
  simuladoId: string;
  questionId: string;
  text: string;
}): Promise<MyAppeal> {
  return call(routes.file, {
    params: { id: input.simuladoId, questionId: input.questionId },
    body: { text: input.text },
  });
}

export async function fetchMyAppeals(
  simuladoId?: string,
  signal?: AbortSignal,
): Promise<MyAppeal[]> {
  return call(routes.mine, { query: { simuladoId } }, signal);
}

/** Whether the viewer may file now, and when the window opens and closes. */
export async function fetchAppealWindow(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<AppealWindow> {
  return call(routes.window, { query: { simuladoId } }, signal);
}

export async function fetchScoreChanges(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ScoreChangeNote[]> {
  return call(routes.scoreChanges, { query: { simuladoId } }, signal);
}

export async function fetchAdminAppeals(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<AdminAppeals> {
  return call(routes.adminList, { params: { id: simuladoId } }, signal);
}

export async function fetchKeyChanges(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<KeyChange[]> {
  return call(routes.keyChanges, { params: { id: simuladoId } }, signal);
}

export async function fetchRegradeStatus(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<RegradeStatus> {
  return call(routes.regrade, { params: { id: simuladoId } }, signal);
}

export async function fetchAdminStatistics(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ItemStatistics> {
  return call(routes.adminStatistics, { params: { id: simuladoId } }, signal);
}

export async function fetchClassStatistics(
  classId: string,
  simuladoId: string,
  signal?: AbortSignal,
): Promise<ItemStatistics> {
  return call(contract.statistics.forClass, { params: { id: classId, simuladoId } }, signal);
}

export async function setAppealsWindow(input: {
  simuladoId: string;
  appealsUntil: string | null;
}): Promise<AppealsWindow> {
  return call(routes.setWindow, {
    params: { id: input.simuladoId },
    body: { appealsUntil: input.appealsUntil },
  });
}

export type Decision =
  | { kind: 'REJECT'; reply: string }
  | { kind: 'CHANGE_KEY'; correctOption: Option; reason: string }
  | { kind: 'ANNUL'; reason: string };

export async function decide(input: {
  simuladoId: string;
  questionId: string;
  decision: Decision;
}): Promise<KeyDecisionResult> {
  const params = { id: input.simuladoId, questionId: input.questionId };
  const { decision } = input;
  if (decision.kind === 'REJECT')
    return call(routes.reject, { params, body: { reply: decision.reply } });
  if (decision.kind === 'ANNUL')
    return call(routes.annul, { params, body: { reason: decision.reason } });
  return call(routes.changeKey, {
    params,
    body: { correctOption: decision.correctOption, reason: decision.reason },
  });
}

/** What an annulment or key change would regrade and e-mail (nothing is written). */
export async function fetchDecisionImpact(
  input: { simuladoId: string; questionId: string; correctOption: Option | null },
  signal?: AbortSignal,
): Promise<DecisionImpact> {
  return call(
    routes.decisionImpact,
    {
      params: { id: input.simuladoId, questionId: input.questionId },
      query:
        input.correctOption === null
          ? { kind: 'ANNUL' }
          : { kind: 'CHANGE_KEY', correctOption: input.correctOption },
    },
    signal,
  );
}
