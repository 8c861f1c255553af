import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { appealWindowState } from '../appealWindow';
import { APPEAL_UI as M } from '../messages';
import { useAppealWindow } from '../queries';

/** Above a review: when appeals may be filed, and the way to 'Meus recursos'. */
export function AppealWindowNote({ simuladoId }: { simuladoId: string }) {
  const window = useAppealWindow(simuladoId).data;
  if (!window) return null;
  return (
    <Text size="sm" data-testid="appeal-window">
      {appealWindowState(window, new Date()).line}{' '}
      <Anchor component={Link} to={`/meus-recursos?simulado=${encodeURIComponent(simuladoId)}`}>
        {M.myLink}
      </Anchor>
    </Text>
  );
}
