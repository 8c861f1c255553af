import { List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type CorrectionEntry } from '@gabaritei/shared';

const FIELD_LABELS: Record<string, string> = {
  text: 'Enunciado',
  optionA: 'Alternativa A',
  optionB: 'Alternativa B',
  optionC: 'Alternativa C',
  optionD: 'Alternativa D',
  optionE: 'Alternativa E',
  explanation: 'Comentário',
  title: 'Título do texto',
  contentHtml: 'Texto associado',
};

/** 'Questão 3 · Alternativa B', or 'Texto associado' for a base text. */
export function correctionPlace(correction: CorrectionEntry): string {
  const field = FIELD_LABELS[correction.field] ?? correction.field;
  return correction.questionNumber ? `Questão ${correction.questionNumber} · ${field}` : field;
}

/**
 * The corrections made to the paper, newest first, each dated: when, where and why. The
 * paper's version number is left out: it counts every write to the paper (editing before
 * the exam too), so 'Versão da prova: 16' beside two corrections told an admin nothing.
 */
export function CorrectionList(props: { corrections: CorrectionEntry[] }) {
  const newestFirst = [...props.corrections].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="xs" component="section" aria-labelledby="correcoes-titulo">
      <Title order={3} fz="h4" id="correcoes-titulo">
        Correções
      </Title>
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma correção registrada.
        </Text>
      ) : (
        <List aria-labelledby="correcoes-titulo" spacing="xs" size="sm">
          {newestFirst.map((c) => (
            <List.Item key={c.id}>
              <Text size="sm" fw={600} component="span">
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time> —{' '}
                {correctionPlace(c)}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {c.reason}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
