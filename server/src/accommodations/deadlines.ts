import type { Logger } from 'pino';
import {
  EXAM_DEADLINE_EVENT,
  LIMITS,
  SAVE_GRACE_MS,
  computeExpiresAt,
  endFor,
  keyReleasedAt,
  type AnswerKeyRelease,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { ExamJobs } from '../exam/exam.jobs';
import type { SessionRow } from '../exam/exam.repository';
import { EXPIRE_JOB_SLACK_MS, MAX_EXPIRE_JOB_DELAY_MS } from '../exam/expiry';
import { conflict } from '../http/errors';
import type { JobQueue } from '../jobs/types';
import { rooms, type EventPublisher } from '../realtime/types';

/** A simulado's key-release columns, as its row holds them. */
export type KeyReleaseRow = {
  answer_key_release: AnswerKeyRelease | null;
  is_practice_only: boolean;
  end_date: Date | null;
  key_hold_until: Date | null;
};

/**
 * More time (a grant or an extension) only while the key is held: once it is out, more
 * time would reopen an official start to anybody who has read it (a practice attempt
 * shows it) and put an embargo back on a key every sitter has seen. A key open from the
 * start (IMMEDIATE, practice-only) has no embargo to reopen.
 */
export function refuseOnceKeyIsOut(row: KeyReleaseRow, now: Date, message: string): void {
  const releasedAt = keyReleasedAt({
    answerKeyRelease: row.answer_key_release,
    isPracticeOnly: row.is_practice_only,
    endDate: row.end_date,
    keyHoldUntil: row.key_hold_until,
  });
  if (releasedAt !== null && now.getTime() >= releasedAt.getTime()) throw conflict(message);
}

/** A running session whose deadline moved, with her extra time. */
export type MovedSession = { session: SessionRow; extraMinutes: number };

export type DeadlineDeps = {
  clock: Clock;
  jobs: JobQueue<ExamJobs>;
  events: EventPublisher;
  logger: Pick<Logger, 'warn'>;
};

/**
 * A running session's deadline under the simulado's timing and her extra time: the same
 * computation as the start's (start.ts), from the instant she started.
 */
export function deadlineOf(
  session: Pick<SessionRow, 'started_at'>,
  simulado: { duration_minutes: number | null; end_date: Date | null },
  extraMinutes: number,
): Date {
  return computeExpiresAt(
    session.started_at,
    (simulado.duration_minutes ?? LIMITS.defaultDurationMinutes) + extraMinutes,
    endFor(simulado.end_date, extraMinutes),
  );
}

/**
 * After a deadline moved (committed): a new exam.expire at the new time, and the new time on
 * the candidate's screen. The job id names the deadline, so the queue does not take it for
 * the old job, which still fires at the old time and finds the session not due: a no-op.
 */
export async function announceDeadline(
  deps: DeadlineDeps,
  session: SessionRow,
  extraMinutes: number,
): Promise<void> {
  const runAt = session.expires_at.getTime() + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS;
  const delayMs = Math.max(0, runAt - deps.clock.now().getTime());
  deps.events.toRoom(rooms.user(session.user_id), EXAM_DEADLINE_EVENT, {
    sessionId: session.id,
    simuladoId: session.simulado_id,
    expiresAt: session.expires_at.toISOString(),
    extraMinutes,
  });
  if (delayMs > MAX_EXPIRE_JOB_DELAY_MS) return;
  await deps.jobs
    .enqueue(
      'exam.expire',
      { sessionId: session.id },
      { delayMs, jobId: `${session.id}-${session.expires_at.getTime()}` },
    )
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, sessionId: session.id }, 'could not reschedule exam.expire'),
    );
}
