import { Container, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { RANKING_UI } from '../../features/ranking/messages';
import { rankingQueries } from '../../features/ranking/queries';
import { LoadError } from '../../features/ranking/components/LoadError';
import { RankingPanel } from './RankingPanel';

/** What the results screen passes along with 'Ver Ranking'. */
type RankingsState = { simuladoId?: string; userId?: string } | null;

/**
 * PRODUCT §2 Rankings: pick a simulado, see its live ranking. The choice lives in the URL
 * (`/rankings?simulado=<id>`), so a reload or a shared link keeps it.
 */
export function RankingsPage() {
  usePageTitle(RANKING_UI.title);
  const groups = useQuery(rankingQueries.groups());
  const location = useLocation();
  const requested = (location.state as RankingsState)?.simuladoId ?? null;
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('simulado');
  const choose = (id: string | null) => {
    if (id) setSearch({ simulado: id }, { replace: true, state: location.state });
  };

  const options = (groups.data ?? []).map((group) => ({
    value: group.simuladoId,
    label: group.simuladoTitle,
  }));
  const known = (id: string | null) => options.some((option) => option.value === id);
  const selected = known(chosen)
    ? chosen
    : known(requested)
      ? requested
      : (options[0]?.value ?? null);

  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{RANKING_UI.title}</Title>
        {groups.isPending ? <PageLoader label={RANKING_UI.loading} /> : null}
        {groups.isError ? (
          <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
        ) : null}
        {groups.isSuccess && options.length === 0 ? <Text>{RANKING_UI.noSimulados}</Text> : null}
        {groups.isSuccess && selected ? (
          <>
            <Select
              label={RANKING_UI.selectLabel}
              data={options}
              value={selected}
              onChange={choose}
              allowDeselect={false}
              searchable
              maw={480}
            />
            <RankingPanel key={selected} simuladoId={selected} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
