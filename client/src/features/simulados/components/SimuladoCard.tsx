import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatBRL, type SimuladoSummary } from '@gabaritei/shared';
import type { CardView } from '../cardView';
import { SIMULADOS_MESSAGES, minutesLabel, questionCountLabel } from '../messages';
import classes from './SimuladoCard.module.css';

type SimuladoCardProps = {
  simulado: SimuladoSummary;
  view: CardView;
  onPick: (simulado: SimuladoSummary) => void;
  /** 'Praticar' beside 'Ver minha prova', when the card opens one's own review. */
  onPractice?: (simulado: SimuladoSummary) => void;
};

// Filled colours dark enough for white text at AA contrast (axe), in both themes.
const STATUS_COLORS = {
  UPCOMING: 'indigo.8',
  OPEN: 'teal.9',
  CLOSED: 'gray.8',
  TRAINING: 'grape.8',
};

/**
 * One card of the catalogue (PRODUCT §2): its status and window, who granted it
 * and an action that says what a click does; picking it starts the access flow.
 */
export function SimuladoCard({ simulado, view, onPick, onPractice }: SimuladoCardProps) {
  const free = simulado.price <= 0;
  const detailsId = `card-${simulado.id}`;
  return (
    <Card withBorder shadow="xs" padding="lg" className={classes.card} component="article">
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge
            id={`${detailsId}-status`}
            color={STATUS_COLORS[view.status]}
            variant="filled"
            tt="none"
            className={classes.tag}
          >
            {view.statusLabel}
          </Badge>
          {free ? (
            <Badge color="teal.9" variant="filled" className={classes.tag}>
              {SIMULADOS_MESSAGES.free}
            </Badge>
          ) : null}
          {view.purchased ? (
            <Badge color="blue" variant="filled" className={classes.tag}>
              {SIMULADOS_MESSAGES.owned}
            </Badge>
          ) : null}
        </Group>

        <Title order={2} fz="h4" lh={1.3}>
          <button
            type="button"
            className={classes.pick}
            onClick={() => onPick(simulado)}
            aria-describedby={`${detailsId}-status ${detailsId} ${detailsId}-action`}
          >
            {simulado.title}
          </button>
        </Title>

        <Stack gap={2} id={detailsId}>
          {view.window ? (
            <Text size="sm" fw={600} data-testid="card-window">
              {view.window}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            Matéria: {simulado.subject ?? SIMULADOS_MESSAGES.noSubject}
          </Text>
          <Text size="sm" c="dimmed">
            {questionCountLabel(simulado.questionCount)} · {minutesLabel(simulado.durationMinutes)}
          </Text>
          {view.releasedLabel ? (
            <Text size="sm" fw={600} c="var(--mantine-color-teal-text)" data-testid="card-released">
              {view.releasedLabel}
            </Text>
          ) : null}
          {view.inProgressLabel ? (
            <Text
              size="sm"
              fw={700}
              c="var(--mantine-color-orange-text)"
              data-testid="card-running"
            >
              {view.inProgressLabel}
            </Text>
          ) : null}
        </Stack>

        <Group justify="space-between" align="center" gap="xs" className={classes.hint}>
          {view.showPrice ? (
            <Text fw={700} fz="lg">
              {formatBRL(simulado.price)}
            </Text>
          ) : view.reviewsOwnAttempt && onPractice ? (
            <Button
              size="compact-sm"
              variant="default"
              className={classes.secondary}
              onClick={() => onPractice(simulado)}
              aria-label={`${SIMULADOS_MESSAGES.practice}: ${simulado.title}`}
            >
              {SIMULADOS_MESSAGES.practice}
            </Button>
          ) : (
            <span />
          )}
          <Text
            id={`${detailsId}-action`}
            size="sm"
            fw={600}
            c="var(--mantine-color-anchor)"
            data-testid="card-action"
          >
            {view.action} <span aria-hidden>→</span>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
