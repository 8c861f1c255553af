import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useAdminPanel } from '../queries';

/** The panel header's counts; quietly absent when they cannot be loaded. */
export function PanelCounts() {
  const panel = useAdminPanel();
  if (!panel.isSuccess) return null;
  const { users, simulados, purchases, attemptsToday, contactMessages } = panel.data;
  const items = [
    ['Administradores', users.ADMIN],
    ['Professores', users.TEACHER],
    ['Alunos', users.STUDENT],
    ['Simulados', simulados],
    ['Compras', purchases],
    ['Tentativas hoje', attemptsToday],
    ['Mensagens', contactMessages],
  ] as const;
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo da plataforma">
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="md" component="dl" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={800}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
