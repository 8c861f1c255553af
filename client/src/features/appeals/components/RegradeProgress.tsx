import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REGRADE_EVENT, formatDateTime, type RegradeStatus } from '@gabaritei/shared';
import { getSocket } from '../../../realtime/socket';
import { appealQueries } from '../queries';
import { APPEAL_UI as M } from '../messages';

/**
 * The regrade's stage: pushed to the deciding admin's tabs (REGRADE_EVENT), polled while it
 * runs for anyone else. Its end refreshes the appeals, statistics and audit list.
 */
export function RegradeProgress({ simuladoId }: { simuladoId: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(appealQueries.regrade(simuladoId));
  useEffect(() => {
    const socket = getSocket();
    const onStatus = (status: RegradeStatus) => {
      if (status.simuladoId !== simuladoId) return;
      queryClient.setQueryData(appealQueries.regrade(simuladoId).queryKey, status);
      if (status.status === 'DONE')
        void queryClient.invalidateQueries({ queryKey: appealQueries.all() });
    };
    socket.on(REGRADE_EVENT, onStatus);
    return () => {
      socket.off(REGRADE_EVENT, onStatus);
    };
  }, [queryClient, simuladoId]);
  if (!data) return null;
  const running = ['QUEUED', 'REGRADING', 'RANKING'].includes(data.status);
  return (
    <Alert
      color={data.status === 'FAILED' ? 'red' : running ? 'blue' : 'gray'}
      variant="light"
      title={M.regradeTitle}
      role="status"
      aria-live="polite"
    >
      <Group gap="xs">
        {running ? <Loader size="xs" /> : null}
        <Text size="sm" data-testid="regrade-status">
          {M.regradeStatus[data.status]}
          {data.status === 'DONE' ? ` — ${M.affected(data.affected)}` : ''}
          {data.finishedAt ? ` (${formatDateTime(data.finishedAt)})` : ''}
        </Text>
      </Group>
    </Alert>
  );
}
