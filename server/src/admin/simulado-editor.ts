import {
  ACCOMMODATION_MESSAGES,
  ADMIN_MESSAGES as M,
  ATTEMPT_BOUND_FIELDS,
  defaultAnswerKeyRelease,
  LIMITS,
  LOCKED_FIELD_LABELS,
  reaisToCents,
  type AdminCreateSimulado,
  type AdminUpdateSimulado,
  type AttemptBoundField,
} from '@gabaritei/shared';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { ADMIN_ERROR_CODES } from './admin.policy';
import { hasAttempts } from './admin.repository';
import { refreshKeyHold } from '../accommodations/accommodations.repository';
import { refuseOnceKeyIsOut } from '../accommodations/deadlines';
import { assertWeightsKeepKey } from '../papers/weights-embargo';
import { checkExtension, extendSessions, type MovedSession } from './simulado-extension';
import * as repo from './admin-simulados.repository';

type EditableRow = NonNullable<Awaited<ReturnType<typeof repo.lockEditableSimulado>>>;

/** What a started attempt sees of each bound field, defaults resolved, to compare by value. */
function effective(row: {
  durationMinutes: number | null;
  startDate: Date | null;
  endDate: Date | null;
  answerKeyRelease: string | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}): Record<AttemptBoundField, string | number | boolean | null> {
  return {
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    durationMinutes: row.durationMinutes ?? LIMITS.defaultDurationMinutes,
    startDate: row.startDate?.getTime() ?? null,
    endDate: row.endDate?.getTime() ?? null,
    answerKeyRelease: row.answerKeyRelease ?? defaultAnswerKeyRelease(row.endDate),
  };
}

/**
 * Applies an administrator's edit. Title, subject, description and price may
 * change at any time. The duration, the window, the key's release and the booklet order
 * are what a started attempt runs on: once anyone started one, changing them is a 409 that names them (the
 * same value sent again is no change), except an extension of the end or the duration with
 * a reason (extension.ts), which moves the running sessions: those are answered, for their
 * jobs and screens once committed. 404 for an unknown or archived simulado.
 */
export async function updateSimulado(
  db: Db,
  id: string,
  input: AdminUpdateSimulado,
  by: { actorId: string; now: Date },
): Promise<MovedSession[]> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockEditableSimulado(trx, id);
    if (!row) throw notFound(M.simuladoNotFound);
    const next = merged(row, input);
    if (next.startDate && next.endDate && next.startDate >= next.endDate)
      throw badRequest(M.datesOutOfOrder);
    const before = effective(current(row));
    const after = effective(next);
    const changed = ATTEMPT_BOUND_FIELDS.filter((field) => before[field] !== after[field]);
    if (changed.length === 0 || !(await hasAttempts(trx, id))) {
      await repo.updateSimulado(trx, id, next);
      // A key now held must not be decodable from the paper's weights.
      await assertWeightsKeepKey(trx, id);
      // The accommodations' key hold follows the end.
      if (changed.includes('endDate')) await refreshKeyHold(trx, id);
      return [];
    }
    if (!changed.every((field) => field === 'durationMinutes' || field === 'endDate'))
      throw conflict(
        M.lockedByAttempts(changed.map((field) => LOCKED_FIELD_LABELS[field])),
        ADMIN_ERROR_CODES.SIMULADO_HAS_ATTEMPTS,
      );
    const was = { durationMinutes: row.duration_minutes, endDate: row.end_date };
    const will = { durationMinutes: next.durationMinutes, endDate: next.endDate };
    checkExtension(changed, was, will, input.reason);
    refuseOnceKeyIsOut(row, by.now, ACCOMMODATION_MESSAGES.keyReleasedExtension);
    await repo.updateSimulado(trx, id, next);
    return extendSessions(trx, {
      simuladoId: id,
      before: was,
      after: will,
      reason: input.reason ?? '',
      ...by,
    });
  });
}

function current(row: EditableRow) {
  return {
    title: row.title,
    subject: row.subject,
    description: row.description,
    priceCents: row.price_cents,
    durationMinutes: row.duration_minutes,
    startDate: row.start_date,
    endDate: row.end_date,
    answerKeyRelease: row.answer_key_release,
    shuffleQuestions: row.shuffle_questions,
    shuffleOptions: row.shuffle_options,
  };
}

/** The stored values with the sent ones over them; `undefined` keeps the stored value. */
function merged(row: EditableRow, input: AdminUpdateSimulado) {
  const was = current(row);
  const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);
  return {
    title: keep(input.title, was.title),
    subject: keep(input.subject, was.subject),
    description: keep(input.description, was.description),
    priceCents: input.price === undefined ? was.priceCents : reaisToCents(input.price),
    durationMinutes: keep(input.durationMinutes, was.durationMinutes),
    startDate: keep(input.startDate, was.startDate),
    endDate: keep(input.endDate, was.endDate),
    answerKeyRelease: keep(input.answerKeyRelease, was.answerKeyRelease),
    shuffleQuestions: keep(input.shuffleQuestions, was.shuffleQuestions),
    shuffleOptions: keep(input.shuffleOptions, was.shuffleOptions),
  };
}

/** A new simulado's row values: prices in cents, the key's release defaulted by its end. */
export function newSimulado(input: AdminCreateSimulado, now: Date): repo.NewSimulado {
  return {
    title: input.title,
    subject: input.subject,
    description: input.description,
    priceCents: reaisToCents(input.price),
    durationMinutes: input.durationMinutes,
    startDate: input.startDate,
    endDate: input.endDate,
    answerKeyRelease: input.answerKeyRelease ?? defaultAnswerKeyRelease(input.endDate),
    isPracticeOnly: input.isPracticeOnly,
    format: input.format,
    scoring: input.scoring,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    now,
  };
}
