import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  LIMITS,
  averageScore,
  formatDayShortMonth,
  FIGURE_LABELS,
  percentOrDash,
  type Purchase,
  type SessionUser,
} from '@gabaritei/shared';
import { useCurrentUser } from '../../features/auth/queries';
import { PURCHASE_MESSAGES } from '../../features/purchases/messages';
import { useMyPurchases, useMySimulados } from '../../features/purchases/queries';
import { recentPurchases } from '../../features/purchases/summary';
import { resultQueries } from '../../features/results/queries';
import { usePageTitle } from '../../hooks/usePageTitle';
import { DASHBOARD_MESSAGES } from './messages';
import { MySimuladosSections } from './MySimuladosSections';
import { MyOfficialAttempts } from '../../features/results/components/MyOfficialAttempts';
import { InvitationBanner } from '../../features/classes/components/InvitationBanner';
import { MyEvolution } from '../../features/results/evolution/MyEvolution';

/** PRODUCT §2 Dashboard; the route guard guarantees a user. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: SessionUser }) {
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const title = `Olá, ${firstName}!`;
  usePageTitle(title);
  const purchases = useMyPurchases();
  const results = useQuery(resultQueries.byUser(user.id));

  const mine = useMySimulados();
  // Acquired = bought or released by one of the student's classes.
  const acquiredCount = (mine.data ?? []).filter(
    (s) => s.purchased || s.releasedBy.length > 0,
  ).length;
  const takenCount = results.data?.length ?? 0;
  const average = averageScore((results.data ?? []).map((r) => r.score));
  const bothLoaded = mine.isSuccess && results.isSuccess;
  // An attempt under way has its own 'Continuar' below: no 'Hora de começar!' then.
  const running = (mine.data ?? []).some((s) => s.inProgressUntil !== null);
  const showStarter = bothLoaded && acquiredCount > 0 && takenCount === 0 && !running;
  const showPraise = results.isSuccess && takenCount > 0 && average >= LIMITS.praiseAverage;

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{DASHBOARD_MESSAGES.subtitle}</Text>
        </Stack>

        {purchases.isError || mine.isError ? (
          <Alert color="red" role="alert">
            {PURCHASE_MESSAGES.loadFailed}
          </Alert>
        ) : null}
        {results.isError ? (
          <Alert color="red" role="alert">
            {DASHBOARD_MESSAGES.resultsFailed}
          </Alert>
        ) : null}

        <InvitationBanner user={user} />
        {showStarter ? (
          <Banner color="blue" title={DASHBOARD_MESSAGES.starterTitle}>
            <Text size="sm">{DASHBOARD_MESSAGES.starterBody}</Text>
            <Button component={Link} to="/my-purchases" size="sm" mt="xs">
              {DASHBOARD_MESSAGES.starterAction}
            </Button>
          </Banner>
        ) : null}
        {showPraise ? (
          <Banner color="green" title={DASHBOARD_MESSAGES.praiseTitle}>
            <Text size="sm">{DASHBOARD_MESSAGES.praiseBody(average)}</Text>
          </Banner>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <StatCard
            label="Simulados adquiridos"
            value={mine.isSuccess ? String(acquiredCount) : null}
            to="/my-purchases"
            linkLabel="Ver minhas compras"
          />
          <StatCard
            label="Simulados realizados"
            value={results.isSuccess ? String(takenCount) : null}
            to="/my-reports"
            linkLabel="Ver meus relatórios"
          />
          <StatCard
            label="Média geral"
            value={results.isSuccess ? percentOrDash(takenCount > 0 ? average : null, 0) : null}
            note={`${FIGURE_LABELS.percentOfPoints} médio, em % dos pontos`}
          />
        </SimpleGrid>

        {mine.isSuccess ? <MySimuladosSections mine={mine.data} /> : null}
        <MyOfficialAttempts />
        <MyEvolution />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RecentPurchases purchases={purchases.data} loading={purchases.isPending} />
          <QuickActions hasResults={takenCount > 0} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** `note`: which figure the value is (shared/results/figures), where '%' alone leaves it open. */
type StatCardProps = {
  label: string;
  value: string | null;
  note?: string;
  to?: string;
  linkLabel?: string;
};

/** A number with its label; the label leads so screen readers read "Média geral, 80%". */
function StatCard({ label, value, note, to, linkLabel }: StatCardProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={label}>
      <Stack gap={4}>
        <Stack component="dl" gap={4} m={0}>
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={32} fw={800} lh={1.1}>
            {value ?? <Skeleton height={36} width={60} aria-hidden />}
          </Text>
        </Stack>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
        {to && linkLabel ? (
          <Anchor component={Link} to={to} size="sm">
            {linkLabel}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

function RecentPurchases({ purchases, loading }: { purchases?: Purchase[]; loading: boolean }) {
  const recent = recentPurchases(purchases ?? []);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="compras-recentes">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="compras-recentes">
          Compras recentes
        </Title>
        {loading ? <Skeleton height={60} aria-hidden /> : null}
        {!loading && recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {DASHBOARD_MESSAGES.noPurchases}{' '}
            <Anchor component={Link} to="/simulated">
              Ver simulados
            </Anchor>
          </Text>
        ) : null}
        {recent.length > 0 ? (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {recent.map((purchase) => (
              <li key={purchase.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" lineClamp={2}>
                      {purchase.title}
                    </Text>
                    {purchase.subject ? (
                      <Text size="xs" c="dimmed">
                        {purchase.subject}
                      </Text>
                    ) : null}
                  </Stack>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={purchase.purchasedAt}>
                      {formatDayShortMonth(purchase.purchasedAt)}
                    </time>
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function QuickActions({ hasResults }: { hasResults: boolean }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="acoes-rapidas">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="acoes-rapidas">
          Ações rápidas
        </Title>
        <Stack gap="xs">
          <Button component={Link} to="/simulated" variant="light" justify="flex-start">
            Explorar simulados
          </Button>
          <Button component={Link} to="/my-purchases" variant="light" justify="flex-start">
            Minhas compras
          </Button>
          {hasResults ? (
            <Button component={Link} to="/results" variant="light" justify="flex-start">
              Ver resultados
            </Button>
          ) : null}
          <Button component={Link} to="/rankings" variant="light" justify="flex-start">
            Ver ranking
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Banner({ color, title, children }: { color: string; title: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" title={title} role="status">
      {children}
    </Alert>
  );
}
