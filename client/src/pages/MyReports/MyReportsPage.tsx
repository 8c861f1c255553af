import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FIGURE_LABELS,
  formatDate,
  formatGradeOutOf10,
  percentOfPointsText,
  reportFileName,
  type ReportItem,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/queries';
import { fetchReportPdf, saveFile } from '../../features/reports/api';
import { REPORT_UI } from '../../features/reports/messages';
import { useMyReports } from '../../features/reports/queries';
import { sortReports } from '../../features/reports/sortReports';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ReportStatus } from './ReportStatus';
import { MY_ATTEMPT_MESSAGES, myAttemptPath } from '../../features/results/myAttempt';

const itemKey = (item: ReportItem) => `${item.simuladoId}:${item.attemptType}:${item.completedAt}`;

/** PRODUCT §2 My reports: one card per completed attempt, PDFs downloaded one at a time. */
export function MyReportsPage() {
  usePageTitle(REPORT_UI.title);
  const { user } = useCurrentUser();
  const reports = useMyReports();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (item: ReportItem) => {
    if (!user || downloading) return;
    setDownloading(itemKey(item));
    setDownloadError(null);
    try {
      const pdf = await fetchReportPdf(user.id, item.simuladoId, item.attemptType);
      saveFile(pdf, reportFileName(user.name, item.title));
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : null);
      // The detail goes to the console; the alert keeps PRODUCT.md's words.
      console.error(error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Container size="lg" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{REPORT_UI.title}</Title>
        {downloadError !== null ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setDownloadError(null)}
            title={REPORT_UI.downloadFailed}
          >
            {downloadError}
          </Alert>
        ) : null}
        {reports.isPending ? <PageLoader label={REPORT_UI.loading} /> : null}
        {reports.isError ? (
          <Alert color="red" role="alert" title={REPORT_UI.errorTitle}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{serverMessageOr(reports.error, REPORT_UI.loadFailed)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void reports.refetch()}>
                {REPORT_UI.retry}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {reports.isSuccess && reports.data.length === 0 ? <Empty /> : null}
        {reports.isSuccess && reports.data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {sortReports(reports.data).map((item) => (
              <ReportCard
                key={itemKey(item)}
                item={item}
                downloading={downloading === itemKey(item)}
                busy={downloading !== null}
                onDownload={() => void download(item)}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <InfoBox />
      </Stack>
    </Container>
  );
}

function ReportCard({
  item,
  downloading,
  busy,
  onDownload,
}: {
  item: ReportItem;
  downloading: boolean;
  busy: boolean;
  onDownload: () => void;
}) {
  const practice = item.attemptType === 'PRACTICE';
  const hasRank = item.userRank !== null && item.totalParticipants !== null;
  return (
    <Card withBorder padding="lg" component="article" style={{ height: '100%' }}>
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h4" lh={1.3} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
          {/* The badge keeps its width; the title wraps (a shrunk badge read 'Ofi…', 'Modo Tre…'). */}
          <Badge
            color={practice ? 'orange' : 'blue'}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
            data-testid="report-mode"
          >
            {practice ? REPORT_UI.practiceBadge : REPORT_UI.officialBadge}
          </Badge>
        </Group>
        {item.subject ? (
          <Text size="sm" c="dimmed">
            {item.subject}
          </Text>
        ) : null}
        <Text size="sm">
          {REPORT_UI.grade} <strong>{formatGradeOutOf10(item.userScore)}</strong>
          <Text span size="sm" c="dimmed" data-testid="report-percent">
            {' · '}
            {FIGURE_LABELS.percentOfPoints}: {percentOfPointsText(item.userScore, 1)}
          </Text>
        </Text>
        {hasRank ? (
          <Text size="sm">
            {practice ? REPORT_UI.practiceRank : REPORT_UI.rank}{' '}
            <strong>
              {item.userRank}º de {item.totalParticipants}
            </strong>
          </Text>
        ) : null}
        {practice && hasRank ? (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="xs">{REPORT_UI.practiceWarning}</Text>
          </Alert>
        ) : null}
        <Text size="sm">
          {REPORT_UI.completedAt}{' '}
          {item.completedAt ? (
            <time dateTime={item.completedAt}>{formatDate(item.completedAt)}</time>
          ) : (
            REPORT_UI.noDate
          )}
        </Text>
        <ReportStatus item={item} />
        {practice ? null : (
          <Button
            component={Link}
            to={myAttemptPath(item.simuladoId)}
            variant="light"
            mt={item.reportReady ? undefined : 'auto'}
            aria-label={`${MY_ATTEMPT_MESSAGES.action}: ${item.title}`}
          >
            {MY_ATTEMPT_MESSAGES.action}
          </Button>
        )}
        {item.reportReady ? (
          <Button mt="auto" onClick={onDownload} disabled={busy}>
            {downloading ? REPORT_UI.downloading : REPORT_UI.download}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function Empty() {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>{REPORT_UI.empty}</Text>
        <Button component={Link} to="/simulated">
          {REPORT_UI.emptyLink}
        </Button>
      </Stack>
    </Paper>
  );
}

function InfoBox() {
  return (
    // The "light" tint follows the theme; a fixed blue.0 stayed pale under dark mode's text.
    <Paper
      withBorder
      p="md"
      component="aside"
      aria-label={REPORT_UI.infoTitle}
      bg="var(--mantine-color-blue-light)"
    >
      <Title order={2} fz="h5" mb="xs">
        {REPORT_UI.infoTitle}
      </Title>
      <List size="sm" spacing={4}>
        {REPORT_UI.info.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
