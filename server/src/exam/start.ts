import type { Logger } from 'pino';
import {
  LIMITS,
  computeExpiresAt,
  type ExamMode,
  type ExamSession,
  type SessionUser,
} from '@gabaritei/shared';
import { createBatcher } from '../batching/batcher';
import { createGate } from '../batching/gate';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/types';
import type { ExamJobs } from './exam.jobs';
import { examErrors, maySitOfficial, ownUserId } from './exam.policy';
import { presentSession } from './exam.presenter';
import {
  findAttemptState,
  insertSessions,
  type ExamSimulado,
  type NewSession,
  type SessionRow,
} from './exam.repository';
import { scheduleExpiry } from './expiry';
import { withPaper, withoutPaper } from './paper';
import type { PaperCache } from './paper-cache';
import { passOf, type PaperPasses } from './paper-pass';
import { findStartState } from './start-state.repository';

/** `paper: 'apart'`: answer without the questions and base texts (GET …/paper has them). */
type StartInput = { userId?: string; simuladoId: string; paper?: 'inline' | 'apart' };

export type AttemptState = {
  session: SessionRow | null;
  hasOfficial: boolean;
  /** She finished a practice attempt here, which showed her the key. */
  hasPractice?: boolean;
};

/**
 * Starts in progress at once per process. An exam day's 2,000 starts arrive within a
 * second; admitted a few at a time (each is two round trips of the main pool and a Redis
 * call), they leave the event loop to the saves of those already answering instead of
 * holding them behind the whole burst, which takes no longer for it.
 */
export const START_CONCURRENCY = 16;

/** The exam service's start (exam.service.ts), with the helpers it shares with the rest. */
export function createStart(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue<ExamJobs>;
  logger: Pick<Logger, 'warn'>;
  papers: PaperCache;
  passes: PaperPasses;
  /** Finalise-on-access: a session whose time is up becomes its result first. */
  settle(state: AttemptState): Promise<AttemptState>;
  modeOf(simulado: ExamSimulado, state: AttemptState, extraMinutes: number): ExamMode;
  present(session: SessionRow): Promise<ExamSession>;
}) {
  const { db, clock, jobs, logger, papers, passes, settle, modeOf, present } = deps;
  const admit = createGate(START_CONCURRENCY);
  // The admitted starts' sessions, inserted together: one round trip for those that reach
  // the insert in the same turn of the event loop instead of one each.
  const inserts = createBatcher<NewSession, SessionRow | null>({
    maxInFlight: 2,
    maxBatch: START_CONCURRENCY,
    run: (batch) => insertSessions(db, batch),
  });

  async function start(viewer: SessionUser, input: StartInput): Promise<ExamSession> {
    const userId = ownUserId(viewer, input.userId);
    if (!maySitOfficial(viewer)) throw examErrors.officialStudentsOnly();
    const found = await findStartState(db, viewer, input.simuladoId);
    if (!found) throw examErrors.simuladoNotFound();
    if (!found.access) throw examErrors.noAccess();
    const { simulado, extraMinutes } = found;
    if (!found.hasQuestions) throw examErrors.noQuestions();
    const state = await settle(found);
    // The mode route's rule, extra time included: she may start until her own window ends.
    const mode = modeOf(simulado, state, extraMinutes);
    if (mode === 'BEFORE_START') throw examErrors.notStarted();
    if (mode === 'PRACTICE') throw examErrors.examEnded();
    papers.saw(found.paper);
    // Her paper inline unless she asked for it apart (the paper route): a bundle from
    // before that route, still open in a browser during a rolling upgrade, asks nothing.
    const answer = async (row: SessionRow, age: 'new' | 'resumed') => {
      const session = age === 'new' ? presentSession(row, {}, clock.now()) : await present(row);
      if (input.paper !== 'apart')
        return withPaper(
          db,
          { ...session, paperVersion: found.paper.paperVersion },
          papers.paper(found.paper),
          age,
          papers.baseTexts(found.paper),
          simulado,
        );
      const pass = passes.issue(passOf(row, found.paper, simulado));
      return withoutPaper(db, session, found.paper.paperVersion, age, pass);
    };
    if (state.session?.status === 'IN_PROGRESS') return answer(state.session, 'resumed');
    if (mode === 'REVIEW' || state.session) throw examErrors.alreadySubmitted();

    const now = clock.now();
    const duration = simulado.duration_minutes ?? LIMITS.defaultDurationMinutes;
    const inserted = await inserts.submit({
      userId,
      simuladoId: simulado.id,
      startedAt: now,
      expiresAt: computeExpiresAt(now, duration, simulado.end_date, extraMinutes),
    });
    if (inserted) {
      // Not awaited: the answer does not depend on it, and a start burst's answers should
      // not wait for Redis (nor for its timeout when Redis is down). scheduleExpiry logs
      // its own failure, and the sweep finalises a session whose job never got queued.
      void scheduleExpiry({ clock, jobs, logger }, inserted);
      return answer(inserted, 'new');
    }
    // Lost the race to a concurrent start: that session is ours too.
    const existing = (await findAttemptState(db, userId, simulado.id)).session;
    if (existing?.status === 'IN_PROGRESS') return answer(existing, 'resumed');
    throw examErrors.alreadySubmitted();
  }

  return (viewer: SessionUser, input: StartInput) => admit(() => start(viewer, input));
}
