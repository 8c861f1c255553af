import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  answerLabel,
  formatPercent,
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
 * prints it; nothing until the key is out and somebody sat the simulado.
 */
export function QuestionFieldLine({
  field,
  format,
}: {
  field: QuestionField | undefined;
  format: SimuladoFormat;
}) {
  if (!field) return null;
  const most =
    field.mostChosen === null
      ? 'Mais marcada: —'
      : `Mais marcada: ${answerLabel(format, field.mostChosen)} (${formatPercent(field.mostChosenPercent ?? 0)})`;
  return (
    <Text size="sm" c="dimmed" data-testid="question-field">
      % de acerto: {formatPercent(field.correctPercent)} dos participantes · {most}
    </Text>
  );
}
