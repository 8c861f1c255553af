import {
  PRACTICE_SUBMISSIONS_PER_HOUR,
  decideMode,
  isOptionOf,
  type AttemptResult,
  type OfficialAnswer,
  type Option,
  type PracticePaper,
  type PracticeSubmitInput,
  type SessionUser,
} from '@gabaritei/shared';
import { hasAccess } from '../access/access';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { canReadPaper, keyEmbargoOf } from '../simulados/simulados.policy';
import { presentPublicQuestion } from '../simulados/simulados.presenter';
import { readBaseTexts } from '../simulados/base-texts';
import { readPaperErrata } from '../papers/errata';
import { getSimuladoKeyRelease, listPublicQuestions } from '../simulados/simulados.repository';
import {
  countPracticeSince,
  findOfficialResult,
  insertResult,
  listAnswerKey,
  listResultAnswers,
} from './attempts.repository';
import { listPaperOrder, resultPlaces } from './booklet.repository';
import { bookletFields } from './exam.presenter';
import { findAttemptState, findExamSimulado } from './exam.repository';
import { examErrors, ownUserId } from './exam.policy';
import { isPastGrace, type Finaliser } from './finalise';
import { lockAnswerKeyForGrading } from './finalise.repository';
import { presentKeyDecision } from '../simulados/simulados.presenter';
import { gradeAttempt } from './grading';

export type PracticeServiceDeps = { db: Db; clock: Clock; finaliser: Finaliser };

const HOUR_MS = 3_600_000;

/**
 * Attempts outside the official session: practice submitted in one go (POST /api/answers)
 * and the official answers read back for review.
 */
export function createPracticeService({ db, clock, finaliser }: PracticeServiceDeps) {
  /**
   * Each practice is a stored result (and maybe a PDF): 20 per user and simulado in the
   * last hour, counted from the stored results with the Clock, so every instance agrees.
   */
  async function checkPracticeLimit(userId: string, simuladoId: string): Promise<void> {
    const now = clock.now().getTime();
    const { count, oldest } = await countPracticeSince(
      db,
      userId,
      simuladoId,
      new Date(now - HOUR_MS),
    );
    if (count < PRACTICE_SUBMISSIONS_PER_HOUR) return;
    const freesAt = (oldest?.getTime() ?? now) + HOUR_MS;
    throw examErrors.practiceLimit(Math.max(1, Math.ceil((freesAt - now) / 1000)));
  }

  return {
    /**
     * The paper of a practice attempt (and of the review): the questions without key,
     * by the catalogue's paper rule (canReadPaper: access, and the start passed).
     */
    async paper(viewer: SessionUser, simuladoId: string): Promise<PracticePaper> {
      const simulado = await findExamSimulado(db, simuladoId);
      if (!simulado) throw examErrors.simuladoNotFound();
      const access = await hasAccess(db, viewer, simulado.id);
      if (!access) throw examErrors.noAccess();
      const now = clock.now();
      if (!canReadPaper({ viewer, hasAccess: access, simulado, now }))
        throw examErrors.notStarted();
      const questions = (await listPublicQuestions(db, simulado.id)).map((q) =>
        presentPublicQuestion(q, simulado.subject),
      );
      const [baseTexts, errata] = await Promise.all([
        readBaseTexts(db, simulado.id, questions),
        readPaperErrata(db, simulado.id),
      ]);
      return errata.length ? { questions, baseTexts, errata } : { questions, baseTexts };
    },

    /**
     * Grades and stores a PRACTICE result. Allowed in PRACTICE and REVIEW modes: once the
     * simulado ended (or is practice-only), or once the user's official attempt is in.
     * While the official attempt is still open (EXAM) a practice correction would hand the
     * key out before it, so it is refused. It never counts in the official field, where it
     * only gets a simulated rank.
     */
    async submitPractice(viewer: SessionUser, input: PracticeSubmitInput): Promise<AttemptResult> {
      const userId = ownUserId(viewer, input.userId);
      const simulado = await findExamSimulado(db, input.simuladoId);
      if (!simulado) throw examErrors.simuladoNotFound();
      if (!(await hasAccess(db, viewer, simulado.id))) throw examErrors.noAccess();
      const { session, hasOfficial } = await findAttemptState(db, userId, simulado.id);
      let submittedOfficial = hasOfficial || session?.status === 'SUBMITTED';
      if (session?.status === 'IN_PROGRESS') {
        // The key would leak mid-attempt; an attempt whose time is up is finalised first.
        if (!isPastGrace(session.expires_at, clock.now())) throw examErrors.sessionAlreadyActive();
        await finaliser.finalise(session.id, 'expiry');
        submittedOfficial = true;
      }
      const mode = decideMode({
        now: clock.now(),
        isPracticeOnly: simulado.is_practice_only,
        startDate: simulado.start_date,
        endDate: simulado.end_date,
        hasSubmittedOfficial: submittedOfficial,
      });
      // Before the start, a correction would hand out the key ahead of the official exam.
      if (mode === 'BEFORE_START') throw examErrors.notStarted();
      if (mode === 'EXAM') throw examErrors.officialFirst();
      // Even a bare score per practice would reveal the key answer by answer.
      const embargoedUntil = keyEmbargoOf(simulado, clock.now());
      if (embargoedUntil) throw examErrors.keyEmbargoed(embargoedUntil);
      await checkPracticeLimit(userId, simulado.id);

      const now = clock.now();
      const result = await db.transaction().execute(async (trx) => {
        // The key read and the result written under the key lock: a decision in between
        // would otherwise leave this attempt graded by the old key after its regrade ran.
        await lockAnswerKeyForGrading(trx, simulado.id);
        const { rule, key } = await listAnswerKey(trx, simulado.id);
        const known = new Set(key.map((question) => question.id));
        const chosen = new Map<string, Option | null>();
        for (const answer of input.answers) {
          if (!known.has(answer.questionId)) throw examErrors.questionNotInSimulado();
          if (answer.selectedOption !== null && !isOptionOf(simulado.format, answer.selectedOption))
            throw examErrors.invalidAnswer(simulado.format);
          chosen.set(answer.questionId, answer.selectedOption);
        }
        const graded = gradeAttempt(rule, key, chosen);
        return insertResult(trx, {
          userId,
          simuladoId: simulado.id,
          examSessionId: null,
          attemptType: 'PRACTICE',
          score: graded.score,
          correctCount: graded.correctCount,
          totalQuestions: graded.totalQuestions,
          durationSeconds: input.durationSeconds ?? 0,
          completedAt: now,
          answers: graded.answers,
        });
      });
      return finaliser.loadAttemptResult(result);
    },

    /** The signed-in user's submitted official answers with the key; 404 before that. */
    async officialAnswers(viewer: SessionUser, simuladoId: string): Promise<OfficialAnswer[]> {
      // Finalise-on-access: an attempt whose time is up has answers to review.
      const { session } = await findAttemptState(db, viewer.id, simuladoId);
      if (session?.status === 'IN_PROGRESS' && isPastGrace(session.expires_at, clock.now()))
        await finaliser.finalise(session.id, 'expiry');
      const result = await findOfficialResult(db, viewer.id, simuladoId);
      if (!result) throw examErrors.noSubmittedAttempt();
      // Archived simulados included: an archive keeps her result, and its key stays held.
      const simulado = await getSimuladoKeyRelease(db, simuladoId);
      const embargoedUntil = keyEmbargoOf(simulado, clock.now());
      if (embargoedUntil) throw examErrors.keyEmbargoed(embargoedUntil);
      const [answers, places] = await Promise.all([
        listResultAnswers(db, result.id),
        resultPlaces(db, result, listPaperOrder(db, simuladoId), simulado),
      ]);
      return answers.map((answer) => ({
        questionId: answer.question_id,
        selectedOption: answer.selected_option,
        correctOption: answer.correct_option,
        isCorrect: answer.is_correct,
        explanation: answer.explanation,
        ...presentKeyDecision(answer),
        ...bookletFields(places.get(answer.question_id)),
      }));
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
