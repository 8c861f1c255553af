import type { Logger } from 'pino';
import {
  SAVE_GRACE_MS,
  decideMode,
  endFor,
  type ExamMode,
  type ExamSession,
  type SaveAnswerResult,
  type ModeResponse,
  type SaveAnswerInput,
  type SessionUser,
  type SubmitResponse,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/types';
import type { RankingJobs } from '../ranking/ranking.jobs';
import type { ExamJobs } from './exam.jobs';
import type { EventPublisher } from '../realtime/types';
import { findResultBySession } from './attempts.repository';
import { findExtraMinutes } from './extra-time.repository';
import { answersRecord, presentSavedAnswer, presentSession } from './exam.presenter';
import {
  findAttemptState,
  findExamSimulado,
  findSession,
  listExpiredSessionIds,
  listSessionAnswers,
  type AnswerRow,
  type ExamSimulado,
  type SessionRow,
} from './exam.repository';
import type { Metrics } from '../metrics/metrics';
import { createAnswerSaves } from './answer-saves';
import { examErrors, readableUserId } from './exam.policy';
import { withPaper, withoutPaper } from './paper';
import { createPaperCache } from './paper-cache';
import { createFinaliser, isPastGrace } from './finalise';
import { createFlagService } from './flags.service';
import { createSessionPaper } from './session-paper';
import { findPaperRef } from './session-paper.repository';
import { createProcessPasses, passOf } from './paper-pass';
import { createStart, type AttemptState } from './start';

export type ExamServiceDeps = {
  db: Db;
  /** Where the answer saves go (db/connect.ts `hotDb`: a pool apart on PostgreSQL). */
  saveDb?: Db;
  clock: Clock;
  jobs: JobQueue<ExamJobs & RankingJobs>;
  events: EventPublisher;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Save batches at once: 1 on PGlite (one connection), a few on PostgreSQL (fewer commits). */
  saveConcurrency?: number;
  metrics?: Pick<Metrics, 'submissions' | 'saves' | 'saveBatchSize'>;
};

/** The official, timed attempt: mode, start, resume, save, submit, review. */
export function createExamService({
  db,
  saveDb = db,
  clock,
  jobs,
  events,
  logger,
  saveConcurrency = 1,
  metrics,
}: ExamServiceDeps) {
  const papers = createPaperCache(db);
  const { passes, check } = createProcessPasses(db, clock, papers);
  const finaliser = createFinaliser({ db, clock, events, logger, jobs, metrics, papers });

  const saves = createAnswerSaves({ db: saveDb, clock, concurrency: saveConcurrency, metrics });
  const flags = createFlagService({ db, clock, finaliser });

  /** Finalise-on-access: a session whose time is up is turned into its result first. */
  async function settle(state: AttemptState): Promise<AttemptState> {
    const { session } = state;
    if (!session || session.status !== 'IN_PROGRESS') return state;
    if (!isPastGrace(session.expires_at, clock.now())) return state;
    const finalised = await finaliser.finalise(session.id, 'expiry');
    return { ...state, session: finalised?.session ?? session, hasOfficial: true };
  }

  async function settledState(userId: string, simuladoId: string): Promise<AttemptState> {
    return settle(await findAttemptState(db, userId, simuladoId));
  }

  /**
   * The one mode rule of both the mode route and the start: her extra time (tempo
   * adicional) moves the end of her window, and so the last instant she may start, by the
   * same minutes as it moves the cap on her session.
   */
  function modeOf(simulado: ExamSimulado, state: AttemptState, extraMinutes: number): ExamMode {
    // Practice opens after the general end and shows the key: whoever sat one has read it,
    // and no extra time may open an official attempt to her afterwards.
    const readKey = state.hasPractice === true && state.session === null;
    const end = endFor(simulado.end_date, readKey ? 0 : extraMinutes);
    return decideMode({
      now: clock.now(),
      isPracticeOnly: simulado.is_practice_only,
      startDate: simulado.start_date,
      endDate: endOfWindowFor(end, state.session, clock.now()),
      hasSubmittedOfficial: state.hasOfficial || state.session?.status === 'SUBMITTED',
    });
  }

  /** `saved`: the session's answers when already read (a submit's finalisation). */
  async function present(session: SessionRow, saved?: AnswerRow[]): Promise<ExamSession> {
    const answers = saved ?? (await listSessionAnswers(db, session.id));
    return presentSession(session, answersRecord(answers), clock.now());
  }

  /** The owner's session; anyone else's is a 404 like an unknown one. */
  async function ownSession(viewer: SessionUser, sessionId: string): Promise<SessionRow> {
    const session = await findSession(db, sessionId);
    if (!session || session.user_id !== viewer.id) throw examErrors.sessionNotFound();
    return session;
  }

  async function submitted(session: SessionRow): Promise<SubmitResponse> {
    const result = await findResultBySession(db, session.id);
    if (!result) throw new Error(`session ${session.id} is SUBMITTED without a result`);
    return { session: await present(session), result: await finaliser.loadAttemptResult(result) };
  }

  return {
    finaliser,

    /**
     * Finalise-on-access for reads outside the exam area (has-official, results): the
     * user's attempt whose time is up becomes its result before the read answers.
     */
    async settleAttempt(userId: string, simuladoId?: string): Promise<void> {
      if (simuladoId) {
        await settledState(userId, simuladoId);
        return;
      }
      const cutoff = new Date(clock.now().getTime() - SAVE_GRACE_MS);
      const overdue = await listExpiredSessionIds(db, cutoff, { userId });
      for (const sessionId of overdue) await finaliser.finalise(sessionId, 'expiry');
    },

    async mode(viewer: SessionUser, simuladoId: string, userId?: string): Promise<ModeResponse> {
      const target = readableUserId(viewer, userId);
      const simulado = await findExamSimulado(db, simuladoId);
      if (!simulado) throw examErrors.simuladoNotFound();
      const state = await settledState(target, simuladoId);
      const extraMinutes = await findExtraMinutes(db, simuladoId, target);
      return {
        mode: modeOf(simulado, state, extraMinutes),
        hasActiveSession: state.session?.status === 'IN_PROGRESS',
        extraMinutes,
      };
    },

    /**
     * Starts the official attempt, or resumes it: a start while the session is IN_PROGRESS
     * answers 200 with that same session (double clicks, two tabs, a retry after a lost
     * response), so concurrent starts all get one session (start.ts).
     */
    start: createStart({ db, clock, jobs, logger, papers, passes, settle, modeOf, present }),

    async active(
      viewer: SessionUser,
      query: { userId?: string; simuladoId: string; paper?: 'inline' | 'apart' },
    ): Promise<ExamSession> {
      const target = readableUserId(viewer, query.userId);
      const { session } = await settledState(target, query.simuladoId);
      if (!session || session.status !== 'IN_PROGRESS') throw examErrors.sessionNotFound();
      const ref = await findPaperRef(db, session.simulado_id);
      papers.saw(ref);
      const rule = () => papers.bookletRule(session.simulado_id);
      // Her paper inline unless she asked for it apart, as on start (start.ts).
      if (query.paper !== 'apart') {
        const current = { ...(await present(session)), paperVersion: ref.paperVersion };
        return withPaper(db, current, undefined, 'resumed', undefined, rule());
      }
      // Hers alone: an ADMIN reading her session gets no pass (it would open nothing).
      const mine = session.user_id === viewer.id;
      const pass = mine ? passes.issue(passOf(session, ref, await rule())) : undefined;
      return withoutPaper(db, await present(session), ref.paperVersion, 'resumed', pass);
    },

    /** Her booklet apart from the session, as bytes built once (session-paper.ts). */
    paper: createSessionPaper({ db, papers, check, settle }),
    /** The paper version her pass vouches she reads of a simulado (its images' route). */
    passVersion: check.versionOf,

    /** The hot path: one batched statement (see saveSessionAnswers); errors are rare. */
    async saveAnswer(
      viewer: SessionUser,
      sessionId: string,
      input: SaveAnswerInput,
    ): Promise<SaveAnswerResult> {
      const arrivedAt = clock.now();
      const { row, now } = await saves.submit({
        sessionId,
        userId: viewer.id,
        questionId: input.questionId,
        selectedOption: input.selectedOption,
        // Without a client counter, arrival order (server ms) orders the saves.
        clientSeq: input.clientSeq ?? arrivedAt.getTime(),
        arrivedAt,
      });
      if (!row) throw examErrors.sessionNotFound();
      if (row.status === 'SUBMITTED') throw examErrors.alreadySubmitted();
      if (!row.open) {
        await finaliser.finalise(row.id, 'expiry');
        throw examErrors.sessionExpired();
      }
      if (!row.question_ok) throw examErrors.questionNotInSimulado();
      if (!row.option_ok) throw examErrors.invalidAnswer(row.format);
      return presentSavedAnswer(row, input.questionId, now);
    },

    /** 'Revisar depois' and crossed-out options of one question (flags.service.ts). */
    saveFlags: flags.save,

    /** Idempotent: every submit of a session answers with the one result it has. */
    async submit(viewer: SessionUser, sessionId: string): Promise<SubmitResponse> {
      // Only the owner's session is claimed; anyone else's is a 404 like an unknown one.
      const finalised = await finaliser.finalise(sessionId, 'submit', viewer.id);
      if (!finalised) throw examErrors.sessionNotFound();
      const { session, result, graded } = finalised;
      const answer = await present(session, graded?.saved);
      return { session: answer, result: await finaliser.loadAttemptResult(result, graded) };
    },

    async review(viewer: SessionUser, sessionId: string): Promise<SubmitResponse> {
      const own = await ownSession(viewer, sessionId);
      const { session } = await settle({ session: own, hasOfficial: false });
      if (!session || session.status !== 'SUBMITTED') throw examErrors.stillInProgress();
      return submitted(session);
    },
  };
}

export type ExamService = ReturnType<typeof createExamService>;

/**
 * A session still running past the end (extra time, an extension) keeps its own window
 * open until its deadline: the other candidates' end is not hers.
 */
function endOfWindowFor(endDate: Date | null, session: SessionRow | null, now: Date): Date | null {
  if (!endDate || session?.status !== 'IN_PROGRESS') return endDate;
  if (session.expires_at.getTime() <= now.getTime()) return endDate;
  return new Date(Math.max(endDate.getTime(), session.expires_at.getTime() + 1));
}
