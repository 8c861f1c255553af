import type { Logger } from 'pino';
import {
  EXAM_EXPIRED_EVENT,
  SAVE_GRACE_MS,
  type AttemptResult,
  type ExamExpiredPayload,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobProducer } from '../jobs/types';
import type { Metrics } from '../metrics/metrics';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { requestRankingRecompute } from '../ranking/recompute-request';
import { rooms, type EventPublisher } from '../realtime/types';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import {
  getSimuladoKeyRelease,
  hasWeightedQuestions,
  listKeyedQuestions,
} from '../simulados/simulados.repository';
import {
  countOfficialStanding,
  findResultBySession,
  insertResult,
  listAnswerKey,
  listResultAnswers,
  type ResultRow,
} from './attempts.repository';
import { presentAttemptResult } from './exam.presenter';
import { claimSession, findSession, listSessionAnswers, type SessionRow } from './exam.repository';
import { gradeAttempt, officialDurationSeconds, standingOf } from './grading';

export type FinaliseReason = 'submit' | 'expiry';

/** The finalised session and its result; `won` when this call did the finalisation. */
export type Finalised = { session: SessionRow; result: ResultRow; won: boolean };

export type FinaliserDeps = {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Where the ranking recompute is requested after each official result. */
  jobs: JobProducer<RankingJobs>;
  /** Counts the attempts this process finalised (absent: not counted). */
  metrics?: Pick<Metrics, 'submissions'>;
};

/** A session stops taking saves, and may be finalised by expiry, after expiresAt + grace. */
export function isPastGrace(expiresAt: Date, now: Date): boolean {
  return now.getTime() > expiresAt.getTime() + SAVE_GRACE_MS;
}

/**
 * Called once per new OFFICIAL result, after its transaction committed: the simulado's
 * ranking changed.
 */
export async function afterOfficialResult(
  jobs: JobProducer<RankingJobs>,
  simuladoId: string,
): Promise<void> {
  await requestRankingRecompute(jobs, simuladoId);
}

/**
 * Turns sessions into results. Used by submit, by every read that finds a session whose
 * time is up, by the `exam.expire` job and by the sweep — all through `finalise`, whose
 * conditional UPDATE lets exactly one caller write the result.
 */
export function createFinaliser({ db, clock, events, logger, jobs, metrics }: FinaliserDeps) {
  /**
   * The correction of a stored result, with its live rank among the official results;
   * under the key embargo (keyEmbargoedUntil, from the Clock) the key is not even read.
   */
  async function loadAttemptResult(result: ResultRow): Promise<AttemptResult> {
    const simulado = await getSimuladoKeyRelease(db, result.simulado_id);
    const embargoedUntil = keyEmbargoOf(simulado, clock.now());
    const [questions, answers, field, weighted] = await Promise.all([
      embargoedUntil ? [] : listKeyedQuestions(db, result.simulado_id),
      embargoedUntil ? [] : listResultAnswers(db, result.id),
      countOfficialStanding(db, result.simulado_id, result.score, result.duration_seconds),
      hasWeightedQuestions(db, result.simulado_id),
    ]);
    return presentAttemptResult({
      result,
      answers,
      questions,
      simuladoSubject: simulado.subject,
      standing: standingOf(result.attempt_type, field),
      keyEmbargoedUntil: embargoedUntil,
      rules: { format: simulado.format, scoring: simulado.scoring, weighted },
    });
  }

  async function announceExpiry(finalised: Finalised): Promise<void> {
    const { session, result } = finalised;
    const payload: ExamExpiredPayload = {
      sessionId: session.id,
      simuladoId: session.simulado_id,
      result: await loadAttemptResult(result),
    };
    events.toRoom(rooms.user(session.user_id), EXAM_EXPIRED_EVENT, payload);
  }

  /**
   * Finalises the session from its saved answers in ONE transaction: flip it to SUBMITTED
   * only if still IN_PROGRESS, and only that winner grades and inserts the result. Losers
   * (a second submit, the sweep after the job…) read the result already there. Null when
   * the session does not exist.
   */
  async function finalise(sessionId: string, reason: FinaliseReason): Promise<Finalised | null> {
    const now = clock.now();
    const won = await db.transaction().execute(async (trx) => {
      const session = await claimSession(trx, sessionId, now);
      if (!session) return null;
      const { rule, key } = await listAnswerKey(trx, session.simulado_id);
      const saved = await listSessionAnswers(trx, session.id);
      const graded = gradeAttempt(
        rule,
        key,
        new Map(saved.map((answer) => [answer.question_id, answer.selected_option])),
      );
      const result = await insertResult(trx, {
        userId: session.user_id,
        simuladoId: session.simulado_id,
        examSessionId: session.id,
        // Sessions only start inside the window, so even one finalised after endDate
        // belongs to it.
        attemptType: 'OFFICIAL',
        score: graded.score,
        correctCount: graded.correctCount,
        totalQuestions: graded.totalQuestions,
        durationSeconds: officialDurationSeconds(session.started_at, now, session.expires_at),
        completedAt: now,
        answers: graded.answers,
      });
      return { session, result, won: true };
    });

    if (won) {
      metrics?.submissions.inc({ ended: reason });
      // The result is committed whatever happens next: failures here are only logged.
      await afterOfficialResult(jobs, won.session.simulado_id).catch((error: unknown) =>
        logger.error({ err: error, sessionId }, 'afterOfficialResult failed'),
      );
      if (reason === 'expiry') {
        await announceExpiry(won).catch((error: unknown) =>
          logger.warn({ err: error, sessionId }, 'could not announce the expired session'),
        );
      }
      return won;
    }
    const session = await findSession(db, sessionId);
    if (!session) return null;
    const result = await findResultBySession(db, sessionId);
    if (!result) throw new Error(`session ${sessionId} is ${session.status} without a result`);
    return { session, result, won: false };
  }

  /** The job's and the sweep's entry: finalises only if the session's time is up. */
  async function expire(sessionId: string): Promise<boolean> {
    const session = await findSession(db, sessionId);
    if (!session || session.status !== 'IN_PROGRESS') return false;
    if (!isPastGrace(session.expires_at, clock.now())) return false;
    return (await finalise(sessionId, 'expiry'))?.won ?? false;
  }

  return { finalise, expire, loadAttemptResult };
}

export type Finaliser = ReturnType<typeof createFinaliser>;
