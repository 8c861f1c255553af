import { Alert, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, percentOrDash, type EvolutionPoint } from '@gabaritei/shared';
import { resultQueries } from '../queries';
import { EvolutionChart, EvolutionLegend } from './EvolutionChart';
import { EVOLUTION_MESSAGES as M } from './messages';
import { OVERALL, disciplinesOf, seriesOf } from './series';

/**
 * The dashboard's 'Minha evolução': one point per official result, by the simulado's end
 * (else the result's date), overall or per discipline, against the field's mean. The chart
 * and the table show the same figures; '—' where there is nothing to average.
 */
export function MyEvolution() {
  const query = useQuery(resultQueries.evolution());
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="evolucao">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id="evolucao">
            {M.title}
          </Title>
          <Text size="sm" c="dimmed">
            {M.intro}
          </Text>
        </Stack>
        {query.isPending ? <Skeleton height={200} aria-hidden /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            {M.failed}
          </Alert>
        ) : null}
        {query.data && query.data.points.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="evolucao-vazia">
            {M.empty}
          </Text>
        ) : null}
        {query.data && query.data.points.length > 0 ? (
          <Evolution points={query.data.points} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function Evolution({ points }: { points: EvolutionPoint[] }) {
  const [selection, setSelection] = useState(OVERALL);
  const disciplines = disciplinesOf(points);
  const label = selection === OVERALL ? M.overall : selection;
  const rows = seriesOf(points, selection);
  const held = points.some((p) => p.keyReleasesAt !== null);
  return (
    <>
      {disciplines.length > 0 ? (
        <NativeSelect
          label={M.show}
          value={selection}
          onChange={(event) => setSelection(event.currentTarget.value)}
          data={[
            { value: OVERALL, label: M.overall },
            ...disciplines.map((d) => ({ value: d, label: d })),
          ]}
          maw={360}
        />
      ) : null}
      <EvolutionChart rows={rows} label={label} />
      <EvolutionLegend />
      <Table striped horizontalSpacing="xs" fz="sm" data-testid="evolucao-tabela">
        <Table.Caption>{M.tableCaption(label)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{M.simulado}</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              {M.date}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {M.you}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {M.field}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.simuladoId}>
              <Table.Th scope="row" fw={600}>
                {row.title}
                {/* On a phone the date goes under the title: four columns do not fit. */}
                <Text component="span" display="block" size="xs" c="dimmed" hiddenFrom="sm">
                  {formatDate(row.date)}
                </Text>
              </Table.Th>
              <Table.Td visibleFrom="sm">
                <time dateTime={row.date}>{formatDate(row.date)}</time>
              </Table.Td>
              <Table.Td ta="right">{percentOrDash(row.own)}</Table.Td>
              <Table.Td ta="right">{percentOrDash(row.field)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {held ? (
        <Text size="xs" c="dimmed">
          {M.embargoed}
        </Text>
      ) : null}
    </>
  );
}
