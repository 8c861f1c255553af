import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatNumber, formatTime, type InstanceHealth } from '@gabaritei/shared';
import { useSystemHealth } from './useSystemHealth';

/** An instance silent for this long (by the others' clocks, not the browser's) is stale. */
const STALE_MS = 15_000;
// The pt-BR formatting module every screen and the PDF use (shared/src/format).
const number = (value: number) => formatNumber(value);
const ms = (value: number) => `${formatNumber(value, 1)} ms`;

function uptime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={800} data-figure={label}>
        {value}
      </Text>
      {hint && (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}

function lastRecompute(instances: InstanceHealth[]): string {
  const runs = instances.flatMap((i) => (i.lastRecompute ? [i.lastRecompute] : []));
  const last = runs.sort((a, b) => b.at.localeCompare(a.at))[0];
  if (!last) return 'nenhum ainda';
  return `${formatTime(last.at)} · ${ms(last.durationMs)}`;
}

/**
 * 'Saúde do sistema': the exam-day figures for an operator without Grafana, live over the
 * socket in both modes (docs/OPERATIONS.md, "The admin panel's health tab").
 */
export function SystemHealthTab() {
  const { cluster, instances, live, error } = useSystemHealth();
  if (error) return <Alert color="red">Não foi possível carregar a saúde do sistema.</Alert>;
  const newest = Math.max(0, ...instances.map((i) => Date.parse(i.reportedAt)));
  const api = instances.filter((i) => i.role === 'api');
  const sessions = cluster?.sessionsInProgress ?? [];
  const failedPerMinute = instances.reduce((sum, i) => sum + i.failedSavesPerMinute, 0);
  const failedTotal = instances.reduce((sum, i) => sum + i.failedSavesTotal, 0);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Saúde do sistema
        </Title>
        <Badge color={live ? 'teal.9' : 'gray.8'} variant="filled" tt="none">
          {live ? 'Ao vivo' : 'Desconectado'}
        </Badge>
      </Group>
      <Paper withBorder p="md" component="section" aria-label="Números do sistema">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          <Figure
            label="Sessões em andamento"
            value={number(sessions.reduce((sum, s) => sum + s.sessions, 0))}
          />
          <Figure label="Salvamentos por minuto" value={number(cluster?.savesPerMinute ?? 0)} />
          <Figure
            label="Falhas de salvamento"
            value={number(failedPerMinute)}
            hint={`no último minuto · ${number(failedTotal)} desde o início`}
          />
          <Figure
            label="Sockets conectados"
            value={number(api.reduce((s, i) => s + i.sockets, 0))}
          />
          <Figure
            label="Fila de tarefas"
            value={number((cluster?.queue.waiting ?? 0) + (cluster?.queue.delayed ?? 0))}
            hint={`${number(cluster?.queue.active ?? 0)} em execução · ${number(cluster?.queue.failed ?? 0)} com falha`}
          />
          <Figure label="Relatórios na fila" value={number(cluster?.reportBacklog ?? 0)} />
          <Figure label="Último recálculo do ranking" value={lastRecompute(instances)} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="health-sessions">
        <Title order={3} size="h4" id="health-sessions" mb="sm">
          Sessões em andamento por simulado
        </Title>
        {sessions.length === 0 ? (
          <Text c="dimmed">Nenhuma sessão em andamento.</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Simulado</Table.Th>
                <Table.Th ta="right">Sessões</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s) => (
                <Table.Tr key={s.simuladoId}>
                  <Table.Td>{s.title}</Table.Td>
                  <Table.Td ta="right">{number(s.sessions)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="health-instances">
        <Title order={3} size="h4" id="health-instances" mb="sm">
          Processos
        </Title>
        {/* Focusable, so a keyboard can scroll the wide table on a phone. */}
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} aria-label="Processos">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Instância</Table.Th>
                <Table.Th>Papel</Table.Th>
                <Table.Th>No ar há</Table.Th>
                <Table.Th>Atraso do event loop (média · p99)</Table.Th>
                <Table.Th ta="right">Sockets</Table.Th>
                <Table.Th ta="right">Salvamentos/min</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {instances.map((i) => {
                const stale = newest - Date.parse(i.reportedAt) > STALE_MS;
                return (
                  <Table.Tr key={i.instanceId} data-instance={i.instanceId}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{i.instanceId}</Table.Td>
                    <Table.Td>{i.role === 'api' ? 'API' : 'Worker'}</Table.Td>
                    <Table.Td>{uptime(i.uptimeSeconds)}</Table.Td>
                    <Table.Td>
                      {ms(i.eventLoopDelayMs.mean)} · {ms(i.eventLoopDelayMs.p99)}
                    </Table.Td>
                    <Table.Td ta="right">{number(i.sockets)}</Table.Td>
                    <Table.Td ta="right">{number(i.savesPerMinute)}</Table.Td>
                    <Table.Td>
                      <Badge color={stale ? 'red.9' : 'teal.9'} variant="filled" tt="none">
                        {stale ? 'Sem sinal' : 'Ativo'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
