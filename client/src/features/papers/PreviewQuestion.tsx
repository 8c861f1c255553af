import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { answerLabel, optionLettersOf, type Option, type SimuladoFormat } from '@gabaritei/shared';
import { RichContent } from './RichContent';
import type { PreviewImages } from './renderRich';

export type PreviewableQuestion = {
  text: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  optionE: string | null;
  correctOption: Option;
  weight: number;
  subject: string | null;
  explanation: string | null;
};

const optionOf = (q: PreviewableQuestion, letter: Option) =>
  (letter === 'E' ? q.optionE : q[`option${letter}`]) ?? '';

/**
 * A question as the admin checks it (editor and Word import): the candidate's renderer for
 * the stem and options, then the key and the explanation candidates see after the exam.
 */
export function PreviewQuestion(props: {
  number: number;
  question: PreviewableQuestion;
  format: SimuladoFormat;
  images?: PreviewImages;
}) {
  const { number, question: q, format, images } = props;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Questão {number}</Text>
          <Group gap={6}>
            {q.subject ? (
              <Badge variant="light" color="gray" tt="none">
                {q.subject}
              </Badge>
            ) : null}
            {q.weight !== 1 ? (
              <Badge variant="outline" color="gray" tt="none">
                Peso {q.weight.toLocaleString('pt-BR')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <RichContent html={q.text} previewImages={images} />
        {optionLettersOf(format).map((letter) => (
          <Text key={letter} component="div">
            <strong>{letter})</strong>{' '}
            <RichContent component="span" html={optionOf(q, letter)} previewImages={images} />
          </Text>
        ))}
        <Text size="sm" fw={700}>
          Gabarito: {answerLabel(format, q.correctOption)}
        </Text>
        {q.explanation ? (
          <div>
            <Text span size="sm" fw={700}>
              Comentário do gabarito:
            </Text>{' '}
            <RichContent size="sm" html={q.explanation} previewImages={images} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
