import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { appealQueries } from '../queries';
import { APPEAL_UI as M } from '../messages';
import { ItemStatisticsTable } from './ItemStatisticsTable';

/** The class page's item analysis of one released simulado (its members' official attempts). */
export function ClassStatistics({ classId, simuladoId }: { classId: string; simuladoId: string }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    ...appealQueries.classStatistics(classId, simuladoId),
    enabled: open,
  });
  return (
    <Stack gap="xs">
      <Button variant="subtle" w="fit-content" px={0} onClick={() => setOpen((v) => !v)}>
        {M.statisticsTitle}
      </Button>
      {open && data ? <ItemStatisticsTable stats={data} /> : null}
    </Stack>
  );
}
