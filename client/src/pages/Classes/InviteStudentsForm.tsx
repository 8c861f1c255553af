import { Alert, Button, List, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CLASS_MESSAGES as M, splitEmailList, type BulkEnrolmentSummary } from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { useAddStudentsMutation } from '../../features/classes/mutations';
import type { FlashTone } from '../../hooks/useFlash';

/** The summary's lines, in the order a teacher reads them: good news first. */
const SUMMARY_LINES: Array<[keyof BulkEnrolmentSummary, (n: number) => string]> = [
  ['invited', M.summaryInvited],
  ['added', M.summaryAdded],
  ['alreadyThere', M.summaryAlreadyThere],
  ['invalid', M.summaryInvalid],
  ['notStudents', M.summaryNotStudents],
  ['noRoom', M.summaryNoRoom],
];

/**
 * Invites one e-mail or a pasted list: commas, semicolons, lines or a column
 * copied from a spreadsheet. The server validates each address; the summary under the
 * field says what became of every one, and what failed stays in the field to fix.
 */
export function InviteStudentsForm({
  classId,
  onFlash,
}: {
  classId: string;
  onFlash: (message: string, tone: FlashTone) => void;
}) {
  const add = useAddStudentsMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<BulkEnrolmentSummary | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmailList(text);
    if (emails.length === 0) {
      setError(M.bulkNothingFound);
      return;
    }
    setError(null);
    add.mutate(
      { classId, emails },
      {
        onSuccess: ({ summary: result }) => {
          setSummary(result);
          // What could not be invited stays in the field, ready to be corrected.
          setText([...result.invalid, ...result.noRoom].join('\n'));
          const sent = result.invited.length + result.added.length;
          if (sent > 0) onFlash(M.invitationSent, 'success');
        },
        onError: (failure) => onFlash(serverMessageOr(failure, M.addStudentFailed), 'error'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Convidar alunos">
      <Stack gap="sm">
        <Textarea
          label="E-mails dos alunos"
          description="Um ou vários: separe por vírgula, ponto e vírgula ou linha, ou cole uma coluna da planilha."
          name="studentEmails"
          placeholder={'aluno@exemplo.com\noutro.aluno@exemplo.com'}
          rows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          disabled={add.isPending}
        />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          Convidar
        </Button>
        {summary ? <Summary summary={summary} /> : null}
      </Stack>
    </form>
  );
}

function Summary({ summary }: { summary: BulkEnrolmentSummary }) {
  const lines = SUMMARY_LINES.filter(([key]) => summary[key].length > 0);
  const troubled = summary.invalid.length + summary.notStudents.length + summary.noRoom.length;
  return (
    <Alert
      color={troubled > 0 ? 'yellow' : 'green'}
      title="Resumo do convite"
      role="status"
      data-testid="invite-summary"
    >
      <List size="sm" spacing={4}>
        {lines.map(([key, label]) => (
          <List.Item key={key}>
            <Text size="sm" span fw={600}>
              {label(summary[key].length)}
            </Text>
            {key === 'invited' || key === 'added' ? null : (
              <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                : {summary[key].join(', ')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
