import { Badge } from '@mantine/core';
import { RANKING_UI } from '../messages';

/** 'Ao vivo' while the socket is in the ranking's room; a quiet note while it reconnects. */
export function LiveBadge({ connected, size = 'lg' }: { connected: boolean; size?: string }) {
  return connected ? (
    <Badge color="red" variant="filled" size={size} tt="none" role="status" leftSection="●">
      {RANKING_UI.live}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size={size} tt="none" role="status">
      {RANKING_UI.offline}
    </Badge>
  );
}
