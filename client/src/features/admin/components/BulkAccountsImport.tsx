import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { BulkAccountsReport } from '@gabaritei/shared';
import type { FlashTone } from '../../../hooks/useFlash';
import { readCsvFile } from '../csvFile';
import { errorLines } from '../messages';
import { useImportStudentsMutation } from '../bulkAccountsApi';
import { BULK_UI, importedMessage } from '../bulkAccountsMessages';

/**
 * 'Importar alunos de planilha': paste or upload, check (a dry run on the server), then
 * confirm. The confirmation sends the very text that was checked; any edit asks for a new
 * check. Nothing is created while a line has an error.
 */
export function BulkAccountsImport({
  notify,
}: {
  notify: (message: string, tone: FlashTone) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [classId, setClassId] = useState('');
  const [report, setReport] = useState<BulkAccountsReport | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);
  const run = useImportStudentsMutation();

  const edited = () => {
    setReport(null);
    setErrors(null);
  };
  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    edited();
    if (chosen) setCsv(await readCsvFile(chosen));
  };
  const send = (dryRun: boolean) => {
    setErrors(null);
    const target = classId.trim();
    run.mutate(
      { csv, dryRun, ...(target ? { classId: target } : {}) },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!answer.dryRun) notify(importedMessage(answer), 'success');
        },
        onError: (error) => setErrors(errorLines(error, BULK_UI.failed)),
      },
    );
  };
  const canConfirm = report?.dryRun === true && report.errors.length === 0;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-accounts-title">
      <Stack>
        <Title order={2} size="h4" id="bulk-accounts-title">
          {BULK_UI.title}
        </Title>
        <Text size="sm" c="dimmed">
          {BULK_UI.help}
        </Text>
        <FileInput
          label={BULK_UI.file}
          placeholder={BULK_UI.filePlaceholder}
          accept=".csv,text/csv,text/plain"
          clearable
          value={file}
          onChange={(chosen) => void chooseFile(chosen)}
        />
        <Textarea
          label={BULK_UI.text}
          placeholder={BULK_UI.placeholder}
          rows={6}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={csv}
          onChange={(event) => {
            setCsv(event.currentTarget.value);
            edited();
          }}
        />
        <TextInput
          label={BULK_UI.classId}
          description={BULK_UI.classIdHelp}
          value={classId}
          onChange={(event) => {
            setClassId(event.currentTarget.value);
            edited();
          }}
        />
        {errors ? (
          <Alert color="red" role="alert">
            {errors.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        ) : null}
        {report ? <ReportView report={report} /> : null}
        <Group>
          <Button
            variant="default"
            onClick={() => send(true)}
            loading={run.isPending && run.variables?.dryRun === true}
            disabled={csv.trim() === ''}
          >
            {BULK_UI.check}
          </Button>
          {canConfirm ? (
            <Button
              onClick={() => send(false)}
              loading={run.isPending && run.variables?.dryRun === false}
              disabled={report.created.length === 0 && !classId.trim()}
            >
              {report.created.length > 0
                ? BULK_UI.confirm(report.created.length)
                : BULK_UI.nothingToCreate}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function ReportView({ report }: { report: BulkAccountsReport }) {
  const { created, existing, errors, classInvite } = report;
  const notInvited = classInvite
    ? classInvite.alreadyThere.length + classInvite.noRoom.length + classInvite.notStudents.length
    : 0;
  return (
    <Stack gap="xs" role="status" aria-label={report.dryRun ? BULK_UI.preview : BULK_UI.done}>
      <Text fw={600}>{report.dryRun ? BULK_UI.preview : BULK_UI.done}</Text>
      <Group gap="xs">
        <Badge color="green" variant="light">
          {BULK_UI.newAccounts(created.length, report.dryRun)}
        </Badge>
        <Badge color="gray" variant="light">
          {BULK_UI.existing(existing.length)}
        </Badge>
        {report.dryRun ? (
          <Badge color={errors.length > 0 ? 'red' : 'gray'} variant="light">
            {BULK_UI.errors(errors.length)}
          </Badge>
        ) : null}
      </Group>
      {errors.length > 0 ? (
        <Alert color="red" variant="light" title={BULK_UI.fixErrors}>
          <List size="sm" aria-label={BULK_UI.errors(errors.length)}>
            {errors.map((error) => (
              <List.Item key={error.line}>
                {BULK_UI.line(error.line)}: {error.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {existing.length > 0 ? (
        <List size="sm" aria-label={BULK_UI.existing(existing.length)}>
          {existing.map((s) => (
            <List.Item key={s.email} style={{ overflowWrap: 'anywhere' }}>
              {BULK_UI.line(s.line)}: {s.email} — {BULK_UI.alreadyHad}
            </List.Item>
          ))}
        </List>
      ) : null}
      {classInvite ? (
        <Text size="sm">
          {BULK_UI.invited(classInvite.added.length + classInvite.invited.length)}
          {notInvited > 0 ? `; ${BULK_UI.notInvited(notInvited)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
