import { Avatar, Badge, Group, Paper, Text } from '@mantine/core';
import type { RankingEntry } from '@gabaritei/shared';
import { formatPercent, formatRank, RANKING_UI } from '../messages';

/** Gold, silver and bronze for positions 1 to 3 (PRODUCT §9: the podium). */
const PODIUM: Record<number, { background: string; border: string; label: string }> = {
  1: { background: 'var(--mantine-color-yellow-1)', border: '#d4af37', label: 'Ouro' },
  2: { background: 'var(--mantine-color-gray-2)', border: '#a8a9ad', label: 'Prata' },
  3: { background: 'var(--mantine-color-orange-1)', border: '#cd7f32', label: 'Bronze' },
};

/** One row of 'Classificação Geral'; `size` "xl" is the projector's large type. */
export function RankingRow({
  entry,
  isMe = false,
  size = 'md',
}: {
  entry: RankingEntry;
  isMe?: boolean;
  size?: 'md' | 'xl';
}) {
  const podium = PODIUM[entry.rank];
  const large = size === 'xl';
  return (
    <Paper
      component="li"
      data-flip-key={entry.userId}
      data-testid="ranking-row"
      data-rank={entry.rank}
      withBorder
      p={large ? 'lg' : 'sm'}
      aria-label={`${formatRank(entry.rank)} ${entry.userName} ${formatPercent(entry.score)}`}
      style={{
        listStyle: 'none',
        background: podium?.background,
        borderLeft: podium ? `6px solid ${podium.border}` : undefined,
        outline: isMe ? '2px solid var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap={large ? 'xl' : 'md'}>
        <Text fw={800} fz={large ? 44 : 'lg'} w={large ? 110 : 48} ta="right" aria-hidden>
          {formatRank(entry.rank)}
        </Text>
        <Avatar name={entry.userName} color="initials" size={large ? 72 : 'md'} aria-hidden />
        <Group gap="xs" style={{ flex: 1, minWidth: 0 }} wrap="nowrap">
          <Text fw={600} fz={large ? 40 : 'md'} truncate>
            {entry.userName}
          </Text>
          {isMe ? (
            <Badge color="blue" variant="filled" tt="none">
              {RANKING_UI.you}
            </Badge>
          ) : null}
        </Group>
        <Text fw={800} fz={large ? 44 : 'lg'}>
          {formatPercent(entry.score)}
        </Text>
      </Group>
    </Paper>
  );
}
