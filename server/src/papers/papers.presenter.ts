import type { CorrectionEntry, EditorPaper } from '@gabaritei/shared';
import { presentBaseTexts } from '../simulados/base-texts';
import type { BaseTextRow, CorrectionRow, EditorQuestionRow } from './papers.repository';

export function presentCorrection(
  row: CorrectionRow,
  numberOf: Map<string, number>,
): CorrectionEntry {
  return {
    id: row.id,
    target: row.target,
    targetId: row.target_id,
    questionNumber: row.target === 'QUESTION' ? (numberOf.get(row.target_id) ?? null) : null,
    field: row.field,
    before: row.before_html,
    after: row.after_html,
    reason: row.reason,
    correctedBy: row.corrected_by_name,
    createdAt: row.created_at.toISOString(),
    paperVersion: String(row.paper_version),
  };
}

export function presentEditorPaper(input: {
  simulado: { id: string; format: string; subject: string | null; paper_version: string };
  hasAttempts: boolean;
  questions: EditorQuestionRow[];
  baseTexts: BaseTextRow[];
  corrections: CorrectionRow[];
}): EditorPaper {
  const numberOf = new Map(input.questions.map((q, i) => [q.id, i + 1]));
  return {
    simuladoId: input.simulado.id,
    format: input.simulado.format,
    paperVersion: String(input.simulado.paper_version),
    hasAttempts: input.hasAttempts,
    questions: input.questions.map((q) => ({
      id: q.id,
      text: q.text,
      optionA: q.option_a,
      optionB: q.option_b,
      optionC: q.option_c,
      optionD: q.option_d,
      optionE: q.option_e,
      weight: Number(q.weight),
      subject: q.subject,
      correctOption: q.correct_option,
      explanation: q.explanation,
      annulledReason: q.annulled_reason,
      keyChangedReason: q.key_changed_reason,
      baseTextId: q.base_text_id,
    })),
    baseTexts: presentBaseTexts(input.baseTexts, input.questions, { withEmpty: true }),
    corrections: input.corrections.map((row) => presentCorrection(row, numberOf)),
  };
}
