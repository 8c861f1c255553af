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
  type KeyedQuestionRow,
} from '../simulados/simulados.repository';
import {
  countOfficialStanding,
  findResultBySession,
  listResultAnswers,
  type ResultAnswerRow,
  type ResultRow,
} from './attempts.repository';
import { resultPlaces } from './booklet.repository';
import { presentAttemptResult } from './exam.presenter';
import { findSession, type SessionRow } from './exam.repository';
import {
  finaliseSessions,
  type FinaliseRequest,
  type FinalisedSession,
} from './finalise.repository';
import { createBatcher } from '../batching/batcher';
import { standingOf, type GradedAnswer } from './grading';
import { createPaperCache, type PaperCache } from './paper-cache';

export type FinaliseReason = 'submit' | 'expiry';

/**
 * The finalised session and its result; `won` when this call did the finalisation, and
 * then also what it read and graded, so the answer to the submit is built without
 * reading it all again.
 */
export type Finalised = {
  session: SessionRow;
  result: ResultRow;
  won: boolean;
  graded?: Graded;
};

/**
 * What the winning finalisation knew: the session's answers, its simulado, the grading and
 * the official field as it stood with the new result.
 */
type Graded = Omit<FinalisedSession, 'session' | 'result'>;

export type FinaliserDeps = {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Where the ranking recompute is requested after each official result. */
  jobs: JobProducer<RankingJobs>;
  /** Counts the attempts this process finalised (absent: not counted). */
  metrics?: Pick<Metrics, 'submissions'>;
  /** The keyed questions read once per simulado version (default: one of its own). */
  papers?: PaperCache;
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
 * Turns sessions into results. Used by submit and by every read that finds a session whose
 * time is up, through `finalise`, whose conditional UPDATE lets exactly one caller write
 * the result. The `exam.expire` job and the sweep finalise due sessions in batches
 * (expiry.ts) and announce each through `announceExpiry`.
 */
export function createFinaliser({
  db,
  clock,
  events,
  logger,
  jobs,
  metrics,
  papers = createPaperCache(db),
}: FinaliserDeps) {
  // The finalisations asked for together (a submit burst) go in one statement.
  const finalisations = createBatcher<FinaliseRequest, FinalisedSession | null>({
    maxInFlight: 2,
    maxBatch: 32,
    run: (batch) => finaliseSessions(db, batch),
  });

  /**
   * The correction of a stored result, with its live rank among the official results;
   * under the key embargo (keyEmbargoedUntil, from the Clock) the key is not even read.
   * `graded` (a finalisation just made) saves reading the simulado and the answers again.
   */
  async function loadAttemptResult(result: ResultRow, graded?: Graded): Promise<AttemptResult> {
    // The finalisation's row carries every field of the simulado this needs, the
    // accommodations' key hold included: a submit never reads the simulado again.
    const simulado = graded?.simulado ?? (await getSimuladoKeyRelease(db, result.simulado_id));
    const embargoedUntil = keyEmbargoOf(simulado, clock.now());
    const keyed = embargoedUntil
      ? Promise.resolve([])
      : papers.keyed({ id: result.simulado_id, paperVersion: simulado.paper_version });
    const ref = {
      id: result.simulado_id,
      paperVersion: simulado.paper_version,
      subject: simulado.subject,
    };
    const [questions, answers, field, weighted, baseTexts, places] = await Promise.all([
      keyed,
      embargoedUntil
        ? []
        : graded
          ? keyed.then((rows) => answerRows(rows, graded.answers))
          : listResultAnswers(db, result.id),
      graded?.field ??
        countOfficialStanding(db, result.simulado_id, result.score, result.duration_seconds),
      graded?.weighted ?? hasWeightedQuestions(db, result.simulado_id),
      embargoedUntil ? [] : papers.baseTexts(ref),
      embargoedUntil
        ? new Map()
        : resultPlaces(db, result, keyed, simulado, () => papers.bookletRule(result.simulado_id)),
    ]);
    return presentAttemptResult({
      result,
      answers,
      questions,
      baseTexts,
      places,
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
      result: await loadAttemptResult(result, finalised.graded),
    };
    events.toRoom(rooms.user(session.user_id), EXAM_EXPIRED_EVENT, payload);
  }

  /**
   * Finalises the session from its saved answers in ONE call (finaliseSessions): flip it to
   * SUBMITTED only if still IN_PROGRESS, and only that winner grades and inserts the
   * result. Losers (a second submit, the sweep after the job…) read the result already
   * there. Null when the session does not exist, or, given `ownerId` (a submit), is not
   * that user's.
   */
  async function finalise(
    sessionId: string,
    reason: FinaliseReason,
    ownerId?: string,
  ): Promise<Finalised | null> {
    const claimed = await finalisations.submit({ sessionId, now: clock.now(), ownerId });
    const won: Finalised | null = claimed && {
      session: claimed.session,
      result: claimed.result,
      won: true,
      graded: claimed,
    };

    if (won) {
      metrics?.submissions.inc({ ended: reason });
      // The result is committed whatever happens next: failures here are only logged. Not
      // awaited: with Redis down the enqueue waits up to its 5 s timeout, and a submit's
      // answer does not depend on it (a later result or the sweep's asks again).
      void afterOfficialResult(jobs, won.session.simulado_id).catch((error: unknown) =>
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
    if (!session || (ownerId !== undefined && session.user_id !== ownerId)) return null;
    const result = await findResultBySession(db, sessionId);
    if (!result) throw new Error(`session ${sessionId} is ${session.status} without a result`);
    return { session, result, won: false };
  }

  return { finalise, announceExpiry, loadAttemptResult };
}

/**
 * The rows listResultAnswers would read back for a result just graded: its graded answers
 * over the keyed questions it was graded with (the same snapshot), in position order.
 */
function answerRows(
  questions: readonly KeyedQuestionRow[],
  graded: readonly GradedAnswer[],
): ResultAnswerRow[] {
  const byQuestion = new Map(graded.map((answer) => [answer.questionId, answer]));
  return questions.flatMap((question) => {
    const answer = byQuestion.get(question.id);
    if (!answer) return [];
    return [
      {
        question_id: question.id,
        selected_option: answer.selectedOption,
        correct_option: question.correct_option,
        is_correct: answer.isCorrect,
        explanation: question.explanation,
        annulled_at: question.annulled_at,
        annulled_reason: question.annulled_reason,
        key_changed_reason: question.key_changed_reason,
      },
    ];
  });
}

export type Finaliser = ReturnType<typeof createFinaliser>;
