import { Badge, Group, Paper, Text } from '@mantine/core';
import {
  bookletLetters,
  optionTextOf,
  type Option,
  type PublicQuestion,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { RichContent } from '../../papers/RichContent';
import { RESULTS_MESSAGES as M } from '../messages';

/**
 * Every option of a reviewed question as her booklet showed it, in her order and under her
 * letters, with hers and the key marked in words (not by colour alone) — as the PDF prints
 * it. Where her letter is not the prova-mãe's, the prova-mãe's follows, as 'Questão 7 (sua
 * prova: 3)' does for the number. Certo/Errado items have no options to list.
 */
export function ReviewOptions(props: {
  format: SimuladoFormat;
  question: PublicQuestion;
  optionOrder: readonly Option[] | undefined;
  selected: Option | null;
  /** The definitive key; absent for an annulled question, credited to all. */
  correct: Option | undefined;
  number: number;
}) {
  const { format, question, optionOrder, selected, correct, number } = props;
  const letters = bookletLetters(format, optionOrder);
  if (letters.length === 0) return null;
  return (
    <Paper
      component="ol"
      aria-label={M.optionsLabel(number)}
      m={0}
      p={0}
      bg="transparent"
      style={{ listStyle: 'none', display: 'grid', gap: 4 }}
    >
      {letters.map(({ shown, option }) => {
        const mine = option === selected;
        const key = option === correct;
        return (
          <Paper
            key={option}
            component="li"
            withBorder
            px="sm"
            py={6}
            data-option={option}
            data-mine={mine || undefined}
            data-key={key || undefined}
            bg={
              key
                ? 'var(--mantine-color-teal-light)'
                : mine
                  ? 'var(--mantine-color-red-light)'
                  : undefined
            }
          >
            {/* On a phone the marks drop below the text rather than squeeze it to a word a line. */}
            <Group gap="xs" wrap="wrap" align="flex-start">
              <Text fw={700} size="sm" miw="1.5em">
                {shown})
              </Text>
              <Text component="div" size="sm" style={{ flex: '1 1 10rem', minWidth: 0 }}>
                <RichContent component="span" size="sm" html={optionTextOf(question, option)} />
                {shown !== option ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({M.motherLetter(option)})
                  </Text>
                ) : null}
              </Text>
              <Group gap={4} wrap="wrap" justify="flex-end" ml="auto">
                {mine ? (
                  <Badge color="gray.8" variant="filled" tt="none">
                    {M.yourMark}
                  </Badge>
                ) : null}
                {key ? (
                  <Badge color="teal.9" variant="filled" tt="none">
                    {M.keyMark}
                  </Badge>
                ) : null}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Paper>
  );
}
