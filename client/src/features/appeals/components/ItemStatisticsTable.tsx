import { Anchor, Badge, Group, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  OPTIONS,
  optionsOf,
  type ItemStatistic,
  type ItemStatistics,
  type Option,
} from '@gabaritei/shared';
import { APPEAL_UI as M } from '../messages';
import { baseTextAt, type BaseText } from '../../papers/baseTexts';
import { StemDisclosure } from '../../papers/StemDisclosure';

const pct = (value: number | null) =>
  value === null ? '—' : `${Math.round(value * 100).toLocaleString('pt-BR')}%`;
const dec = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/**
 * The item analysis as a table with small bars (facility, discrimination, answers per
 * option). `appealsHref` links each question to its appeals (the admin's Recursos view).
 */
export function ItemStatisticsTable({
  stats,
  appealsHref,
}: {
  stats: ItemStatistics;
  appealsHref?: (number: number) => string;
}) {
  // Before the key's release a teacher gets the participation and when the rest opens.
  if (stats.message)
    return (
      <Stack gap="xs">
        <Text size="sm">{M.participants(stats.participants)}</Text>
        <Text c="dimmed" role="status">
          {stats.message}
        </Text>
      </Stack>
    );
  if (stats.participants === 0) return <Text c="dimmed">{M.statisticsEmpty}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm">{M.participants(stats.participants)}</Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label={M.statisticsTitle}>
          <Table.Thead>
            <Table.Tr>
              {M.statColumns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.questions.map((q) => (
              <Row
                key={q.questionId}
                q={q}
                participants={stats.participants}
                href={appealsHref}
                baseTexts={stats.baseTexts ?? []}
                letters={stats.format ? optionsOf(stats.format) : OPTIONS}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Row({
  q,
  participants,
  href,
  baseTexts,
  letters,
}: {
  q: ItemStatistic;
  participants: number;
  href?: (number: number) => string;
  baseTexts: readonly BaseText[];
  /** The paper's own options: an A–D simulado has no 'E' row. */
  letters: readonly Option[];
}) {
  // Every option of the format, chosen or not, so a row reads like the others.
  const options = [
    ...letters.map((option) => [option, q.options[option] ?? 0] as const),
    [M.blank, q.blank] as const,
  ];
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {M.question(q.number)}
          </Text>
          {q.correctOption ? (
            <Text size="xs" data-testid="item-key">
              Gabarito: <strong>{q.correctOption}</strong>
            </Text>
          ) : null}
          {href ? (
            <Anchor href={href(q.number)} size="xs">
              {M.seeAppeals}
            </Anchor>
          ) : null}
          {q.text ? (
            <StemDisclosure html={q.text} baseText={baseTextAt(baseTexts, q.number - 1)} />
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td miw={110}>
        <Text size="sm">{pct(q.facility)}</Text>
        <Progress value={(q.facility ?? 0) * 100} size="sm" aria-hidden />
      </Table.Td>
      <Table.Td miw={110}>
        <Text size="sm">{dec(q.discrimination)}</Text>
        <Progress
          value={Math.max(0, q.discrimination ?? 0) * 100}
          color={(q.discrimination ?? 1) < 0.2 ? 'orange' : 'teal'}
          size="sm"
          aria-hidden
        />
      </Table.Td>
      <Table.Td miw={180}>
        <Stack gap={2}>
          {options.map(([option, count]) => (
            <Group key={option} gap={6} wrap="nowrap">
              <Text size="xs" w={44} fw={option === q.correctOption ? 800 : undefined}>
                {option}
                {option === q.correctOption ? ' ✓' : ''}
              </Text>
              <Tooltip label={`${count} de ${participants}`}>
                <Progress
                  value={participants ? (Number(count) / participants) * 100 : 0}
                  size="xs"
                  w={90}
                  color="indigo.4"
                  aria-hidden
                />
              </Tooltip>
              <Text size="xs">{count}</Text>
            </Group>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {q.annulled ? (
            <Badge color="blue.8" variant="filled">
              {M.annulled}
            </Badge>
          ) : null}
          {q.flags.map((flag) => (
            <Badge
              key={flag}
              // Mantine's darkest orange (orange.9) carries white at 4.29:1; this one at 5.7:1.
              color={flag === 'KEY_SUSPECT' ? 'red.8' : '#b3400a'}
              variant="filled"
              tt="none"
            >
              {M.flags[flag]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
