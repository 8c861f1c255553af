import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  answerLabel,
  formatPercent,
  shownLetter,
  type Option,
  type QuestionField,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { resultQueries } from '../../features/results/queries';

/** The review's field figures by question id; empty under the key embargo or without a field. */
export function useQuestionField(simuladoId: string): Map<string, QuestionField> {
  const { data } = useQuery(resultQueries.questionField(simuladoId));
  return new Map((data?.questions ?? []).map((q) => [q.questionId, q]));
}

/**
 * '% de acerto: 66,7 % dos participantes · Mais marcada: A (66,7 %)', as the PDF report
 * prints it; nothing until the key is out and somebody sat the simulado. The option most
 * chosen is named by her booklet's letter, the prova-mãe's beside where they differ.
 */
export function QuestionFieldLine({
  field,
  format,
  optionOrder,
}: {
  field: QuestionField | undefined;
  format: SimuladoFormat;
  optionOrder?: readonly Option[] | undefined;
}) {
  if (!field) return null;
  const most =
    field.mostChosen === null
      ? 'Mais marcada: —'
      : `Mais marcada: ${herLetter(format, optionOrder, field.mostChosen)} (${formatPercent(field.mostChosenPercent ?? 0)})`;
  return (
    <Text size="sm" c="dimmed" data-testid="question-field">
      % de acerto: {formatPercent(field.correctPercent)} dos participantes · {most}
    </Text>
  );
}

/** 'C', 'Certo', or 'C — A na prova-mãe' where her booklet printed it under another letter. */
function herLetter(
  format: SimuladoFormat,
  optionOrder: readonly Option[] | undefined,
  option: Option,
): string {
  if (format === 'CERTO_ERRADO') return answerLabel(format, option);
  const shown = shownLetter(format, optionOrder, option);
  return shown === option ? option : `${shown} — ${option} na prova-mãe`;
}
