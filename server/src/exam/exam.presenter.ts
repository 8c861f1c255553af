import {
  isOptionOf,
  type AttemptResult,
  type BaseText,
  type ExamSession,
  type Option,
  type QuestionFlags,
  type SaveAnswerResult,
  type SessionFlags,
} from '@gabaritei/shared';
import type { KeyedQuestionRow } from '../simulados/simulados.repository';
import { presentKeyDecision, presentKeyedQuestion } from '../simulados/simulados.presenter';
import type { ResultAnswerRow, ResultRow } from './attempts.repository';
import type { AnswerRow, SessionRow } from './exam.repository';
import type { FlagRow } from './flags.repository';
import type { Standing } from './grading';
import type { BookletPlace } from './booklet';

export function answersRecord(rows: readonly AnswerRow[]): Record<string, Option | null> {
  return Object.fromEntries(rows.map((row) => [row.question_id, row.selected_option]));
}

/** One question's flags as stored ('AC') → as sent (['A', 'C']). */
export function presentFlagRow(row: FlagRow): QuestionFlags & { questionId: string } {
  const struck = [...row.struck].filter((letter): letter is Option => isOptionOf('ABCDE', letter));
  return { questionId: row.question_id, marked: row.marked, struck };
}

export function flagsRecord(rows: readonly FlagRow[]): SessionFlags {
  return Object.fromEntries(
    rows.map((row) => {
      const { questionId, ...flags } = presentFlagRow(row);
      return [questionId, flags];
    }),
  );
}

/**
 * A session as its owner sees it during the attempt: never the key. Built field by field,
 * and the routes answer through examSessionSchema, which strips anything else.
 */
export function presentSession(
  row: SessionRow,
  answersData: Record<string, Option | null>,
  now: Date,
): ExamSession {
  return {
    id: row.id,
    simuladoId: row.simulado_id,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    submittedAt: row.submitted_at ? row.submitted_at.toISOString() : null,
    answersData,
    serverNow: now.toISOString(),
  };
}

/** A save's acknowledgement: the stored answer and the clock, not the answer list. */
export function presentSavedAnswer(
  row: SessionRow & { stored_option: Option | null },
  questionId: string,
  now: Date,
): SaveAnswerResult {
  return {
    sessionId: row.id,
    questionId,
    selectedOption: row.stored_option,
    expiresAt: row.expires_at.toISOString(),
    serverNow: now.toISOString(),
  };
}

/**
 * The correction of a finished attempt. With `keyEmbargoedUntil` set (the key embargo) it is the
 * score, rank and percentile only: no correct option, explanation or right/wrong mark, not
 * even the questions, until that instant.
 */
export function presentAttemptResult(data: {
  result: ResultRow;
  answers: readonly ResultAnswerRow[];
  questions: readonly KeyedQuestionRow[];
  /** The base texts of those questions (none under the embargo). */
  baseTexts?: BaseText[];
  /** Her booklet's place of each question, when shuffled ('sua prova: N'). */
  places?: ReadonlyMap<string, BookletPlace>;
  simuladoSubject: string | null;
  standing: Standing;
  keyEmbargoedUntil: Date | null;
  rules: Pick<AttemptResult, 'format' | 'scoring' | 'weighted'>;
}): AttemptResult {
  const { result, standing, keyEmbargoedUntil } = data;
  const embargoed = keyEmbargoedUntil !== null;
  return {
    id: result.id,
    simuladoId: result.simulado_id,
    attemptType: result.attempt_type,
    score: result.score,
    percentile: standing.percentile,
    correctCount: result.correct_count,
    totalQuestions: result.total_questions,
    durationSeconds: result.duration_seconds,
    rank: standing.rank,
    participants: standing.participants,
    completedAt: result.completed_at.toISOString(),
    answers: embargoed
      ? []
      : data.answers.map((answer) => ({
          questionId: answer.question_id,
          selectedOption: answer.selected_option,
          correctOption: answer.correct_option,
          isCorrect: answer.is_correct,
          ...presentKeyDecision(answer),
          ...bookletFields(data.places?.get(answer.question_id)),
        })),
    questions: embargoed
      ? []
      : data.questions.map((q) => presentKeyedQuestion(q, data.simuladoSubject)),
    baseTexts: embargoed ? [] : (data.baseTexts ?? []),
    keyReleasesAt: keyEmbargoedUntil?.toISOString() ?? null,
    ...data.rules,
  };
}

/** Where her booklet had a question, when it was shuffled: nothing otherwise. */
export function bookletFields(place: BookletPlace | undefined) {
  if (!place) return {};
  return place.optionOrder
    ? { paperPosition: place.position, optionOrder: place.optionOrder }
    : { paperPosition: place.position };
}
