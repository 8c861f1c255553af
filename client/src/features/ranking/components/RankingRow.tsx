import { Avatar, Badge, Group, Paper, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { percentOfPointsText, type RankingEntry } from '@gabaritei/shared';
import { formatPercent, formatRank, RANKING_UI } from '../messages';

/**
 * The initials in the text colour over the tinted circle: Mantine's tint for some names
 * (lime, yellow) is too pale for its own letters (axe: 3.3:1), whatever the theme.
 */
export const INITIALS_TEXT = { placeholder: { color: 'var(--mantine-color-text)' } };

/**
 * Gold, silver and bronze for positions 1 to 3 (PRODUCT §9: the podium). The tints are
 * Mantine's "light" colours, which follow the theme: a pale tint under dark text in light
 * mode, a deep one under light text in dark mode, so the text keeps its contrast in both themes.
 */
const PODIUM: Record<number, { background: string; border: string; label: string }> = {
  1: { background: 'var(--mantine-color-yellow-light)', border: '#d4af37', label: 'Ouro' },
  2: { background: 'var(--mantine-color-gray-light)', border: '#a8a9ad', label: 'Prata' },
  3: { background: 'var(--mantine-color-orange-light)', border: '#cd7f32', label: 'Bronze' },
};

/** The podium's background and left border for a rank, nothing for the others. */
export function podiumStyle(rank: number): CSSProperties {
  const podium = PODIUM[rank];
  return podium ? { background: podium.background, borderLeft: `6px solid ${podium.border}` } : {};
}

/** One row of 'Classificação Geral' (the projector has its own, in large type). */
export function RankingRow({ entry, isMe = false }: { entry: RankingEntry; isMe?: boolean }) {
  return (
    <Paper
      component="li"
      data-flip-key={entry.userId}
      data-testid="ranking-row"
      data-rank={entry.rank}
      withBorder
      p="sm"
      aria-label={`${formatRank(entry.rank)} ${entry.userName} ${percentOfPointsText(entry.score)}`}
      style={{
        listStyle: 'none',
        ...podiumStyle(entry.rank),
        outline: isMe ? '2px solid var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Text fw={800} fz="lg" miw={36} ta="right" aria-hidden>
          {formatRank(entry.rank)}
        </Text>
        <Avatar
          name={entry.userName}
          color="initials"
          size="md"
          styles={INITIALS_TEXT}
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        {/* A phone shows the whole name on two lines rather than ten letters and '…'. */}
        <Group gap={6} style={{ flex: 1, minWidth: 0 }} wrap="wrap" data-testid="ranking-name">
          <Text fw={600} fz="md" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {entry.userName}
          </Text>
          {isMe ? (
            <Badge color="blue" variant="filled" tt="none" style={{ flexShrink: 0 }}>
              {RANKING_UI.you}
            </Badge>
          ) : null}
        </Group>
        <Text fw={800} fz="lg" style={{ flexShrink: 0 }}>
          {formatPercent(entry.score)}
        </Text>
      </Group>
    </Paper>
  );
}
