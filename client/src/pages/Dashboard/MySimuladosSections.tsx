import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import type { MySimulado } from '@gabaritei/shared';
import { inProgressLabel, releasedLabel } from '../../features/simulados/cardView';
import { simuladoQueries } from '../../features/simulados/queries';
import type { AutoSelectState } from '../../features/simulados/useAutoSelect';

type Item = { id: string; title: string; detail: string };

/**
 * The dashboard's attempts under way ('Continuar') and what the student's classes released.
 * Titles come from the public catalogue; an entry it no longer lists is left out.
 */
export function MySimuladosSections({ mine }: { mine: MySimulado[] }) {
  const catalogue = useQuery(simuladoQueries.list());
  const titles = new Map((catalogue.data ?? []).map((s) => [s.id, s.title]));
  const items = (pick: (s: MySimulado) => string | null): Item[] =>
    mine.flatMap((s) => {
      const detail = pick(s);
      const title = titles.get(s.simuladoId);
      return detail && title ? [{ id: s.simuladoId, title, detail }] : [];
    });
  const running = items((s) => (s.inProgressUntil ? inProgressLabel(s.inProgressUntil) : null));
  const released = items((s) => (s.inProgressUntil ? null : releasedLabel(s.releasedBy)));

  return (
    <>
      {running.length > 0 ? (
        <Section id="em-andamento" title="Em andamento" items={running} action="Continuar" />
      ) : null}
      {released.length > 0 ? (
        <Section
          id="liberados-turmas"
          title="Liberados pelas suas turmas"
          items={released}
          action="Abrir"
          footer={
            <Anchor component={Link} to="/minhas-turmas" size="sm">
              Ver Minhas Turmas
            </Anchor>
          }
        />
      ) : null}
    </>
  );
}

function Section({
  id,
  title,
  items,
  action,
  footer,
}: {
  id: string;
  title: string;
  items: Item[];
  action: string;
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  const open = (simuladoId: string) => {
    const state: AutoSelectState = { autoSelectSimuladoId: simuladoId };
    navigate('/simulated', { state });
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.detail}
                  </Text>
                </Stack>
                {/* Never squeezed: the title wraps instead, down to 360 px. */}
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => open(item.id)}
                  aria-label={`${action}: ${item.title}`}
                >
                  {action}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
        {footer}
      </Stack>
    </Paper>
  );
}
