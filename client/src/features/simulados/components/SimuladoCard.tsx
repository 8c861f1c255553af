import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatBRL, type SimuladoSummary } from '@gabaritei/shared';
import { SIMULADOS_MESSAGES, minutesLabel, questionCountLabel } from '../messages';
import classes from './SimuladoCard.module.css';

type SimuladoCardProps = {
  simulado: SimuladoSummary;
  owned: boolean;
  onPick: (simulado: SimuladoSummary) => void;
};

/** One card of the catalogue (PRODUCT §2): picking it starts the access flow. */
export function SimuladoCard({ simulado, owned, onPick }: SimuladoCardProps) {
  const free = simulado.price <= 0;
  return (
    <Card withBorder shadow="xs" padding="lg" className={classes.card} component="article">
      <Stack gap="sm" style={{ flex: 1 }}>
        {free || owned || simulado.isPracticeOnly ? (
          <Group gap={6}>
            {free ? (
              // Teal 9 is the lightest green that keeps white text at AA contrast (axe).
              <Badge color="teal.9" variant="filled">
                {SIMULADOS_MESSAGES.free}
              </Badge>
            ) : null}
            {owned ? (
              <Badge color="blue" variant="filled">
                {SIMULADOS_MESSAGES.owned}
              </Badge>
            ) : null}
            {simulado.isPracticeOnly ? (
              <Badge color="grape" variant="light">
                {SIMULADOS_MESSAGES.practiceOnly}
              </Badge>
            ) : null}
          </Group>
        ) : null}

        <Title order={2} fz="h4" lh={1.3}>
          <button type="button" className={classes.pick} onClick={() => onPick(simulado)}>
            {simulado.title}
          </button>
        </Title>

        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Matéria: {simulado.subject ?? SIMULADOS_MESSAGES.noSubject}
          </Text>
          <Text size="sm" c="dimmed">
            {questionCountLabel(simulado.questionCount)} · {minutesLabel(simulado.durationMinutes)}
          </Text>
        </Stack>

        <Group justify="space-between" align="center" className={classes.hint}>
          {free ? (
            <span />
          ) : (
            <Text fw={700} fz="lg">
              {formatBRL(simulado.price)}
            </Text>
          )}
          <Text size="sm" fw={600} c="var(--mantine-color-anchor)" aria-hidden>
            {owned ? 'Acessar' : free ? 'Começar' : 'Comprar'} →
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
