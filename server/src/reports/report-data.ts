import {
  errataNotices,
  optionsOf,
  percentile,
  type Option,
  type ScoringRule,
  type SimuladoFormat,
  type BaseText,
} from '@gabaritei/shared';
import { readPaperErrata } from '../papers/errata';
import { printedImages } from '../papers/printed-images';
import { readBaseTexts } from '../simulados/base-texts';
import type { DbOrTx } from '../db/database';
import { standingOf } from '../exam/grading';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import { uncachedField, type FieldCache } from './field-cache';
import type { BookletPlace } from '../exam/booklet';
import { ownBookletPlaces } from '../exam/booklet.repository';
import { reportSubjects } from './report-subjects';
import {
  findResultForReport,
  findSimuladoForReport,
  listChosenOptions,
  listReportQuestions,
} from './reports.repository';

export type ReportQuestion = {
  number: number;
  /** Where her shuffled booklet had it ('sua prova: N'); absent for a printed-order paper. */
  paperPosition?: number;
  /** Her booklet's option order (prova-mãe letters), when it shuffled the options. */
  optionOrder?: Option[];
  text: string;
  subject: string;
  /** The lettered alternatives of the format (none for Certo/Errado). */
  options: Partial<Record<Option, string>>;
  weight: number;
  chosen: Option | null;
  /** The definitive key: after a key change, the new one. */
  correct: Option;
  /** Credited: right, or annulled (credited to everyone). */
  isCorrect: boolean;
  /** The reason when the question was annulled ('ANULADA'); null otherwise. */
  annulledReason: string | null;
  /** The reason of the latest key change, printed with the definitive key. */
  keyChangedReason: string | null;
  /** Share of official participants who got it right, 0–100; null without participants. */
  fieldCorrectPercent: number | null;
  /** The wrong option most chosen by the official participants, when any was. */
  mostChosenWrong: Option | null;
  explanation: string | null;
  /** The 'Errata' notices of the corrections made to what the paper showed, oldest first. */
  errata: string[];
};

export type ReportSubject = {
  name: string;
  correct: number;
  total: number;
  percent: number;
  /** Mean percent of the official participants in this subject; null without participants. */
  fieldPercent: number | null;
};

/** Everything a report shows, computed once from the database; the template only formats. */
export type ReportData = {
  candidateName: string;
  simuladoTitle: string;
  simuladoSubject: string | null;
  attemptType: 'OFFICIAL' | 'PRACTICE';
  completedAt: Date;
  generatedAt: Date;
  score: number;
  correctCount: number;
  totalQuestions: number;
  durationSeconds: number;
  rank: number | null;
  participants: number;
  percentile: number | null;
  /** Official scores, for the distribution chart. */
  fieldScores: number[];
  fieldMean: number | null;
  subjects: ReportSubject[];
  questions: ReportQuestion[];
  /** The base texts of the questions, each printed before its first question. */
  baseTexts: BaseText[];
  /** The images the questions and base texts show, as data: URLs by asset URL. */
  images: Record<string, string>;
  /**
   * Set while the key is embargoed: subjects and questions are then empty and
   * the template prints when the commented key opens instead.
   */
  keyEmbargoedUntil: Date | null;
  format: SimuladoFormat;
  scoring: ScoringRule;
  /** Some question weighs other than 1. */
  weighted: boolean;
  /** The paper's points: the sum of its questions' weights. */
  maxPoints: number;
};

/** Loads a result's report data; null when the result does not exist. */
export async function loadReportData(
  db: DbOrTx,
  resultId: string,
  now: Date,
  fields: FieldCache = uncachedField,
): Promise<ReportData | null> {
  const result = await findResultForReport(db, resultId);
  if (!result) return null;
  const [simulado, questions, chosen, { scores: field, perQuestion }, places] = await Promise.all([
    findSimuladoForReport(db, result.simulado_id),
    listReportQuestions(db, result.simulado_id),
    listChosenOptions(db, result.id),
    fields.get(db, result.simulado_id),
    result.attempt_type === 'OFFICIAL'
      ? ownBookletPlaces(db, result.user_id, result.simulado_id)
      : new Map<string, BookletPlace>(),
  ]);
  if (!simulado) return null;
  const keyEmbargoedUntil = keyEmbargoOf(simulado, now);
  const score = Number(result.score);
  const ahead = field.filter(
    (other) =>
      other.score > score ||
      (other.score === score && other.duration_seconds < result.duration_seconds),
  ).length;
  const standing = standingOf(result.attempt_type, { participants: field.length, ahead });
  const participants = field.length;
  const byQuestion = new Map(perQuestion.map((row) => [row.question_id, row]));
  const defaultSubject = simulado.subject ?? 'Geral';

  const reportQuestions: ReportQuestion[] = questions.map((question, index) => {
    const stats = byQuestion.get(question.id);
    const selected = chosen.get(question.id) ?? null;
    const wrongCounts = optionsOf(simulado.format)
      .filter((option) => option !== question.correct_option)
      .map((option) => ({ option, count: stats ? stats[optionKey(option)] : 0 }))
      .filter((entry) => entry.count > 0)
      .sort((x, y) => y.count - x.count);
    const place = places.get(question.id);
    return {
      number: index + 1,
      ...(place ? { paperPosition: place.position } : {}),
      ...(place?.optionOrder ? { optionOrder: place.optionOrder } : {}),
      text: question.text,
      subject: question.subject ?? defaultSubject,
      options:
        simulado.format === 'CERTO_ERRADO'
          ? {}
          : {
              A: question.option_a,
              B: question.option_b,
              C: question.option_c,
              D: question.option_d,
              ...(simulado.format === 'ABCDE' ? { E: question.option_e ?? '' } : {}),
            },
      weight: Number(question.weight),
      chosen: selected,
      correct: question.correct_option,
      isCorrect: question.annulled_at !== null || selected === question.correct_option,
      annulledReason: question.annulled_at ? (question.annulled_reason ?? '') : null,
      keyChangedReason: question.key_changed_reason,
      fieldCorrectPercent: participants > 0 ? ((stats?.correct ?? 0) / participants) * 100 : null,
      mostChosenWrong: wrongCounts[0]?.option ?? null,
      explanation: question.explanation,
      errata: [],
    };
  });
  const printed = keyEmbargoedUntil
    ? { baseTexts: [], images: {} }
    : await printedContent(db, result.simulado_id, questions);
  if (!keyEmbargoedUntil) {
    // The prova-mãe's letters, as the PDF's options lead with them.
    const notices = errataNotices(
      { questions: questions.map((q) => ({ id: q.id, baseTextId: q.base_text_id })), ...printed },
      await readPaperErrata(db, result.simulado_id),
      simulado.format,
    );
    for (const [index, q] of questions.entries())
      reportQuestions[index]!.errata = notices[q.id] ?? [];
  }

  return {
    candidateName: result.user_name,
    simuladoTitle: simulado.title,
    simuladoSubject: simulado.subject,
    attemptType: result.attempt_type,
    completedAt: new Date(result.completed_at),
    generatedAt: now,
    score,
    correctCount: result.correct_count,
    totalQuestions: result.total_questions,
    durationSeconds: result.duration_seconds,
    rank: standing.rank,
    participants: standing.participants,
    percentile: standing.rank === null ? null : percentile(standing.rank, standing.participants),
    fieldScores: field.map((other) => other.score),
    fieldMean:
      participants > 0 ? field.reduce((sum, other) => sum + other.score, 0) / participants : null,
    subjects: keyEmbargoedUntil
      ? []
      : await reportSubjects(db, result.simulado_id, result.id, participants),
    questions: keyEmbargoedUntil ? [] : reportQuestions,
    ...printed,
    keyEmbargoedUntil,
    format: simulado.format,
    scoring: simulado.scoring,
    weighted: questions.some((question) => Number(question.weight) !== 1),
    maxPoints: questions.reduce((sum, question) => sum + Number(question.weight), 0),
  };
}

function optionKey(option: Option): 'a' | 'b' | 'c' | 'd' | 'e' {
  return option.toLowerCase() as 'a' | 'b' | 'c' | 'd' | 'e';
}

/** The base texts and the images (inlined) a report prints with its questions. */
async function printedContent(
  db: DbOrTx,
  simuladoId: string,
  questions: Awaited<ReturnType<typeof listReportQuestions>>,
) {
  const baseTexts = await readBaseTexts(
    db,
    simuladoId,
    questions.map((q) => ({ baseTextId: q.base_text_id })),
  );
  const htmls = questions.flatMap((q) => [
    q.text,
    q.option_a,
    q.option_b,
    q.option_c,
    q.option_d,
    q.option_e,
    q.explanation,
  ]);
  const images = await printedImages(db, simuladoId, [
    ...htmls,
    ...baseTexts.map((t) => t.contentHtml),
  ]);
  return { baseTexts, images };
}
