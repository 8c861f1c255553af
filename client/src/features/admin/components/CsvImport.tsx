import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import {
  ADMIN_MESSAGES,
  FORMAT_LABELS,
  LIMITS,
  answerLabel,
  csvImportSchema,
  optionLettersOf,
  questionsImportedMessage,
  type KeyedQuestion,
  type AdminSimulado,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { optionText } from '../../exam/questions';
import { RichContent } from '../../papers/RichContent';
import type { FlashTone } from '../../../hooks/useFlash';
import { firstError, useSchemaForm } from '../../../hooks/useSchemaForm';
import { readCsvFile } from '../csvFile';
import { ADMIN_UI, errorLines } from '../messages';
import { useImportCsvMutation } from '../mutations';
import { useAdminSimulados } from '../queries';

/**
 * The CSV view: a file or pasted text, all-or-nothing on the server. A file is decoded as
 * UTF-8, else Windows-1252, and shown in the text box so it can be checked or fixed.
 */
export function CsvImport({
  simuladoId,
  notify,
  onBack,
  onWord,
}: {
  simuladoId: string;
  notify: (message: string, tone: FlashTone) => void;
  onBack: () => void;
  /** The other way in, offered from the first screen after 'Criar Simulado'. */
  onWord?: (simulado: AdminSimulado) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm({ schema: csvImportSchema, initialValues: { csvContent: '' } });
  // The check's message and the server's line-by-line answer share one alert.
  const [errors, setErrors] = useState<string[] | null>(null);
  const [imported, setImported] = useState<KeyedQuestion[] | null>(null);
  const importCsv = useImportCsvMutation();
  // The target is named, with its format and what an import does to it.
  const target = useAdminSimulados().data?.find((simulado) => simulado.id === simuladoId);
  const format = target?.format ?? 'ABCD';

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setErrors(null);
    if (chosen) form.setFieldValue('csvContent', await readCsvFile(chosen));
  };

  const submit = form.onSubmit(
    ({ csvContent }) => {
      setErrors(null);
      importCsv.mutate(
        { simuladoId, csvContent },
        {
          onSuccess: (result) => {
            setImported(result.questions);
            notify(questionsImportedMessage(result.importedCount), 'success');
          },
          onError: (error) => setErrors(errorLines(error, ADMIN_MESSAGES.importFailed)),
        },
      );
    },
    (found) => setErrors([firstError(found) ?? ADMIN_MESSAGES.csvRequired]),
  );

  const text = form.getInputProps('csvContent', { withError: false });
  const changeText = (event: ChangeEvent<HTMLTextAreaElement>) => {
    text.onChange(event);
    setErrors(null);
  };

  return (
    <Stack>
      <Title order={2} size="h3">
        {ADMIN_UI.csvTitle}
      </Title>
      {target ? (
        <Stack gap={2}>
          <Text fw={600}>{ADMIN_UI.csvTarget(target.title)}</Text>
          <Text size="sm">{ADMIN_UI.csvFormat(FORMAT_LABELS[format])}</Text>
        </Stack>
      ) : null}
      {onWord && target ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{ADMIN_UI.wordInstead}</Text>
          <Button variant="light" size="compact-sm" onClick={() => onWord(target)}>
            {ADMIN_UI.wordImport}
          </Button>
        </Group>
      ) : null}
      <Alert color="orange" variant="light" role="note">
        {ADMIN_UI.csvReplaces(target?.questionCount ?? 0)}
      </Alert>
      <Text size="sm" c="dimmed">
        {ADMIN_UI.csvHelp(format)}
      </Text>
      <form onSubmit={submit} noValidate aria-label={ADMIN_UI.csvTitle}>
        <Stack>
          <FileInput
            label={ADMIN_UI.csvFile}
            placeholder={ADMIN_UI.csvFilePlaceholder}
            accept=".csv,text/csv,text/plain"
            clearable
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
          />
          <Textarea
            label={ADMIN_UI.csvText}
            placeholder={ADMIN_UI.csvPlaceholder(format)}
            rows={8}
            styles={{ input: { fontFamily: 'monospace' } }}
            value={text.value as string}
            onChange={changeText}
          />
          {errors ? <ImportErrors lines={errors} /> : null}
          <Group>
            <Button type="submit" loading={importCsv.isPending}>
              {ADMIN_UI.importQuestions}
            </Button>
            <Button variant="default" onClick={onBack}>
              {ADMIN_UI.backToList}
            </Button>
          </Group>
        </Stack>
      </form>
      {imported ? <Preview questions={imported} format={format} /> : null}
    </Stack>
  );
}

/** The server's summary, then one item per 'linha N: motivo'. */
function ImportErrors({ lines }: { lines: string[] }) {
  const [summary, ...details] = lines;
  return (
    <Alert color="red" role="alert" title={ADMIN_MESSAGES.importFailed}>
      <Text size="sm">{summary}</Text>
      {details.length > 0 ? (
        <List size="sm" mt="xs">
          {details.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** The first five questions with their options (per format), weight and key, then how many more. */
function Preview({ questions, format }: { questions: KeyedQuestion[]; format: SimuladoFormat }) {
  const shown = questions.slice(0, LIMITS.csvPreviewQuestions);
  const rest = questions.length - shown.length;
  return (
    <Stack component="section" aria-label={ADMIN_UI.preview}>
      <Title order={3} size="h4">
        {ADMIN_UI.preview}
      </Title>
      <Text size="sm">{ADMIN_UI.csvFormat(FORMAT_LABELS[format])}</Text>
      {shown.map((question, index) => (
        <Paper key={question.id} withBorder p="sm">
          <Group gap={6} align="flex-start" wrap="nowrap" fw={600}>
            <span>{index + 1}.</span>
            <RichContent html={question.text} />
          </Group>
          {format === 'CERTO_ERRADO' ? null : (
            <List size="sm" mt={4} listStyleType="none">
              {optionLettersOf(format).map((letter) => (
                <List.Item key={letter}>
                  {letter}) <RichContent component="span" html={optionText(question, letter)} />
                </List.Item>
              ))}
            </List>
          )}
          <Group gap="md" mt={4}>
            <Text size="sm" c="green.8" fw={600}>
              {ADMIN_UI.correct(answerLabel(format, question.correctOption))}
            </Text>
            {question.weight !== 1 ? (
              <Text size="sm">{ADMIN_UI.weight(question.weight)}</Text>
            ) : null}
          </Group>
        </Paper>
      ))}
      {rest > 0 ? <Text c="dimmed">{ADMIN_UI.more(rest)}</Text> : null}
    </Stack>
  );
}
