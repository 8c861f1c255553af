import { Badge, Text } from '@mantine/core';
import { APPEAL_UI as M } from '../messages';

/** 'ANULADA' or the changed key's reason on a reviewed question (the key is out by then). */
export function KeyDecisionNote({
  annulledReason,
  keyChangedReason,
}: {
  annulledReason?: string | null;
  keyChangedReason?: string | null;
}) {
  if (annulledReason !== null && annulledReason !== undefined)
    return (
      <Text size="sm">
        <Badge color="blue.8" variant="filled" mr="xs">
          {M.annulled}
        </Badge>
        {M.annulledReason} {annulledReason}
      </Text>
    );
  if (keyChangedReason)
    return (
      <Text size="sm">
        <strong>{M.keyChanged}</strong> {keyChangedReason}
      </Text>
    );
  return null;
}
