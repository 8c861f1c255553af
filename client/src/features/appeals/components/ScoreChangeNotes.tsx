import { Alert, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { scoreChangeLine } from '@gabaritei/shared';
import { appealQueries } from '../queries';
import { APPEAL_UI as M } from '../messages';

/**
 * 'Questão 7 anulada — seu aproveitamento passou de 62,5% para 68,8% dos pontos (nota 6,3/10 →
 * 6,9/10)', one line per decision; under the
 * key embargo, only that the score changed and when the details open.
 */
export function ScoreChangeNotes({ simuladoId }: { simuladoId: string }) {
  const { data } = useQuery(appealQueries.scoreChanges(simuladoId));
  if (!data || data.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={M.scoreChangesTitle} role="status">
      <List size="sm">
        {data.map((note, index) => (
          <List.Item key={`${note.createdAt}-${index}`}>{scoreChangeLine(note)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
