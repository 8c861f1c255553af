import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatBRL, formatLongDate, type Purchase } from '@gabaritei/shared';
import { PageLoader } from '../../components/PageLoader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PURCHASE_MESSAGES } from '../../features/purchases/messages';
import { useMyPurchases } from '../../features/purchases/queries';
import { summarisePurchases } from '../../features/purchases/summary';
import { questionCountLabel } from '../../features/simulados/messages';
import type { AutoSelectState } from '../../features/simulados/useAutoSelect';

const TITLE = 'Minhas Compras';

/** PRODUCT §2 My purchases: what the user owns, with a shortcut into each simulado. */
export function MyPurchasesPage() {
  usePageTitle(TITLE);
  const purchases = useMyPurchases();

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{TITLE}</Title>
        {purchases.isPending ? <PageLoader label="Carregando suas compras..." /> : null}
        {purchases.isError ? (
          <Alert color="red" role="alert">
            {PURCHASE_MESSAGES.loadFailed}
          </Alert>
        ) : null}
        {purchases.isSuccess && purchases.data.length === 0 ? <Empty /> : null}
        {purchases.isSuccess && purchases.data.length > 0 ? (
          <>
            <Summary purchases={purchases.data} />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {purchases.data.map((purchase) => (
                <PurchaseCard key={purchase.id} purchase={purchase} />
              ))}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

function Summary({ purchases }: { purchases: Purchase[] }) {
  const summary = summarisePurchases(purchases);
  const items = [
    { label: 'Simulados adquiridos', value: String(summary.count) },
    { label: 'Total de questões', value: String(summary.totalQuestions) },
    { label: 'Total investido', value: formatBRL(summary.totalSpent) },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo das compras">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {item.label}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={800}>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const navigate = useNavigate();
  const takeExam = () => {
    const state: AutoSelectState = { autoSelectSimuladoId: purchase.simuladoId };
    navigate('/simulated', { state });
  };
  return (
    <Card withBorder padding="lg" component="article" style={{ height: '100%' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Badge color="green" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
          {purchase.price > 0 ? PURCHASE_MESSAGES.confirmed : PURCHASE_MESSAGES.freeAccess}
        </Badge>
        <Stack gap={2}>
          <Title order={2} fz="h4" lh={1.3}>
            {purchase.title}
          </Title>
          {purchase.subject ? (
            <Text size="sm" c="dimmed">
              {purchase.subject}
            </Text>
          ) : null}
        </Stack>
        {purchase.description ? <Text size="sm">{purchase.description}</Text> : null}
        <Stack gap={2}>
          <Text size="sm">
            Comprado em{' '}
            <time dateTime={purchase.purchasedAt}>{formatLongDate(purchase.purchasedAt)}</time>
          </Text>
          <Text size="sm">{questionCountLabel(purchase.questionCount)}</Text>
        </Stack>
        <Group justify="space-between" align="center" mt="auto" gap="sm">
          <Text fw={700}>
            {purchase.price > 0 ? formatBRL(purchase.price) : PURCHASE_MESSAGES.free}
          </Text>
          <Button onClick={takeExam} aria-label={`Fazer Simulado: ${purchase.title}`}>
            Fazer Simulado
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Empty() {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <Title order={2} fz="h3">
          {PURCHASE_MESSAGES.empty}
        </Title>
        <Text c="dimmed">Explore o catálogo e escolha seu primeiro simulado.</Text>
        <Button component={Link} to="/simulated">
          Ver simulados
        </Button>
      </Stack>
    </Paper>
  );
}
