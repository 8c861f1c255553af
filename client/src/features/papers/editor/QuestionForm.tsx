import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { BoundedNumberInput } from '../../../components/BoundedNumberInput';
import {
  answerLabel,
  optionsOf,
  type EditorPaper,
  type Option,
  type QuestionInput,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { QuestionPreview } from './QuestionPreview';
import { RichEditor } from './RichEditor';
import { corrections, formatOf, richFieldsOf, type EditorQuestion } from './questionDraft';
import { uploadAsset, usePaperEdit } from './api';

type QuestionFormProps = {
  paper: EditorPaper;
  /** null: a new question, added at the end. */
  question: EditorQuestion | null;
  initial: QuestionInput;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * One question in the rich editor, with the candidate's view beside it. Once attempts exist
 * the same form corrects the text: the key, weight and block stay, and a reason is required.
 */
export function QuestionForm({ paper, question, initial, onDone, onCancel }: QuestionFormProps) {
  const format = formatOf(paper);
  const locked = paper.hasAttempts;
  const [draft, setDraft] = useState(initial);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [badNumber, setBadNumber] = useState(false);
  const edit = usePaperEdit(paper.simuladoId);
  const number = question
    ? paper.questions.findIndex((q) => q.id === question.id) + 1
    : paper.questions.length + 1;
  const upload = (file: File) => uploadAsset(paper.simuladoId, file);
  const set = (patch: Partial<QuestionInput>) => setDraft((was) => ({ ...was, ...patch }));

  const save = async () => {
    setError(null);
    try {
      if (locked && question) {
        const changes = corrections(question, draft, reason.trim());
        if (changes.length === 0) return setError('Nenhum texto foi alterado.');
        if (reason.trim().length < 5)
          return setError('Explique o motivo da correção (de 5 a 500 caracteres).');
        for (const input of changes) await edit.mutateAsync({ kind: 'correct', input });
        return onDone(
          `Texto da questão ${number} corrigido (${changes.length} ${changes.length === 1 ? 'campo' : 'campos'}).`,
        );
      }
      if (question)
        await edit.mutateAsync({ kind: 'updateQuestion', questionId: question.id, input: draft });
      else await edit.mutateAsync({ kind: 'createQuestion', input: draft });
      onDone(question ? `Questão ${number} salva.` : `Questão ${number} adicionada.`);
    } catch (failure) {
      setError(serverMessageOr(failure, 'Não foi possível salvar a questão.'));
    }
  };

  return (
    <Stack component="section" aria-labelledby="questao-editada">
      <Title order={3} fz="h4" id="questao-editada">
        {locked
          ? `Corrigir texto da questão ${number}`
          : question
            ? `Editar questão ${number}`
            : `Nova questão ${number}`}
      </Title>
      {locked ? (
        <Alert color="orange" variant="light">
          Já há tentativas: corrija só o texto (um erro de digitação, por exemplo). O gabarito muda
          apenas pela decisão de gabarito em Recursos, e as alternativas não podem ser acrescentadas
          nem removidas.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack>
          {richFieldsOf(format).map(({ field, label }) => (
            <div key={field}>
              <Text component="label" size="sm" fw={500}>
                {label}
              </Text>
              <RichEditor
                label={label}
                value={draft[field] ?? ''}
                onChange={(html) =>
                  set({ [field]: field === 'explanation' && html === '' ? null : html })
                }
                uploadImage={field === 'text' || field === 'explanation' ? upload : undefined}
                compact={field !== 'text' && field !== 'explanation'}
              />
            </div>
          ))}
          <Group grow align="flex-start">
            <Select
              label="Gabarito"
              data={optionsOf(format).map((o) => ({ value: o, label: answerLabel(format, o) }))}
              value={draft.correctOption}
              onChange={(value) => value && set({ correctOption: value as Option })}
              allowDeselect={false}
              disabled={locked}
            />
            <BoundedNumberInput
              label="Peso"
              min={0.5}
              max={10}
              step={0.5}
              decimalSeparator=","
              value={draft.weight}
              onChange={(weight) => set({ weight })}
              onValidityChange={(valid) => setBadNumber(!valid)}
              disabled={locked}
            />
          </Group>
          <TextInput
            label="Disciplina (opcional)"
            value={draft.subject ?? ''}
            onChange={(event) => set({ subject: event.currentTarget.value || null })}
            disabled={locked}
          />
          {locked ? (
            <Textarea
              label="Motivo da correção"
              description="Fica registrado na lista de correções, com a data e quem corrigiu."
              required
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button loading={edit.isPending} disabled={badNumber} onClick={() => void save()}>
              {locked ? 'Corrigir texto' : 'Salvar questão'}
            </Button>
          </Group>
        </Stack>
        <QuestionPreview paper={paper} draft={draft} number={number} />
      </SimpleGrid>
    </Stack>
  );
}
