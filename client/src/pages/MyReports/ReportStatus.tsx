import { Stack, Text } from '@mantine/core';
import type { ReportItem } from '@gabaritei/shared';
import { REPORT_UI } from '../../features/reports/messages';

/** A report card's status: ready, waiting for the key (with its release), or for the end. */
export function ReportStatus({ item }: { item: ReportItem }) {
  if (item.reportReady)
    return (
      <Text size="sm" c="green" fw={700}>
        {REPORT_UI.ready}
      </Text>
    );
  // Waiting for the key says so, with the instant the results screen names for it.
  if (item.waitingForKey && item.availableAt)
    return (
      <Stack gap={2}>
        <Text size="sm" c="var(--mantine-color-orange-text)" fw={700}>
          {REPORT_UI.waitingForKey}
        </Text>
        <Text size="xs" c="dimmed">
          {REPORT_UI.keyRelease(item.availableAt)}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" c="var(--mantine-color-orange-text)" fw={700}>
        {REPORT_UI.processing}
      </Text>
      <Text size="xs" c="dimmed">
        {REPORT_UI.waiting}
      </Text>
      {item.availableAt ? (
        <Text size="xs" c="dimmed">
          {REPORT_UI.endRelease(item.availableAt)}
        </Text>
      ) : null}
    </Stack>
  );
}
