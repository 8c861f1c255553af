import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { BaseText, BaseTextInput, CorrectionInput, EditorPaper } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { BoundedNumberInput } from '../../../components/BoundedNumberInput';
import { BaseTextCard } from '../BaseTextCard';
import { RichEditor } from './RichEditor';
import { uploadAsset, usePaperEdit } from './api';

type BaseTextFormProps = {
  paper: EditorPaper;
  baseText: BaseText | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** A base text ('Texto I') and the questions it serves; once attempts exist, its text only. */
export function BaseTextForm({ paper, baseText, onDone, onCancel }: BaseTextFormProps) {
  const locked = paper.hasAttempts;
  const last = Math.max(paper.questions.length, 1);
  const [draft, setDraft] = useState<BaseTextInput>(
    baseText ?? {
      title: `Texto ${paper.baseTexts.length + 1}`,
      contentHtml: '',
      lineNumbers: true,
      firstQuestion: 1,
      lastQuestion: last,
    },
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bad, setBad] = useState({ first: false, last: false });
  const edit = usePaperEdit(paper.simuladoId);
  const set = (patch: Partial<BaseTextInput>) => setDraft((was) => ({ ...was, ...patch }));

  const save = async () => {
    setError(null);
    try {
      if (locked && baseText) {
        const changes: CorrectionInput[] = (['title', 'contentHtml'] as const)
          .filter((field) => draft[field] !== baseText[field])
          .map((field) => ({
            target: 'BASE_TEXT',
            id: baseText.id,
            field,
            html: draft[field],
            reason: reason.trim(),
          }));
        if (changes.length === 0) return setError('Nenhum texto foi alterado.');
        for (const input of changes) await edit.mutateAsync({ kind: 'correct', input });
        return onDone(`${draft.title}: texto corrigido.`);
      }
      if (baseText)
        await edit.mutateAsync({ kind: 'updateBaseText', baseTextId: baseText.id, input: draft });
      else await edit.mutateAsync({ kind: 'createBaseText', input: draft });
      onDone(`${draft.title} salvo.`);
    } catch (failure) {
      setError(serverMessageOr(failure, 'Não foi possível salvar o texto associado.'));
    }
  };

  return (
    <Stack component="section" aria-labelledby="texto-editado">
      <Title order={3} fz="h4" id="texto-editado">
        {locked
          ? `Corrigir ${baseText?.title ?? 'texto'}`
          : baseText
            ? `Editar ${baseText.title}`
            : 'Novo texto associado'}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack>
          <TextInput
            label="Título"
            value={draft.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            required
          />
          <Group grow>
            <BoundedNumberInput
              label="Da questão"
              min={1}
              max={last}
              allowDecimal={false}
              value={draft.firstQuestion}
              disabled={locked}
              onChange={(firstQuestion) => set({ firstQuestion })}
              onValidityChange={(valid) => setBad((was) => ({ ...was, first: !valid }))}
            />
            <BoundedNumberInput
              label="Até a questão"
              min={1}
              max={last}
              allowDecimal={false}
              value={draft.lastQuestion}
              disabled={locked}
              onChange={(lastQuestion) => set({ lastQuestion })}
              onValidityChange={(valid) => setBad((was) => ({ ...was, last: !valid }))}
            />
          </Group>
          <Switch
            label="Numerar as linhas"
            description="Cada parágrafo ou quebra de linha é uma linha numerada."
            checked={draft.lineNumbers}
            disabled={locked}
            onChange={(e) => set({ lineNumbers: e.currentTarget.checked })}
          />
          <div>
            <Text component="label" size="sm" fw={500}>
              Texto
            </Text>
            <RichEditor
              label="Texto"
              value={draft.contentHtml}
              onChange={(html) => set({ contentHtml: html })}
              uploadImage={(file) => uploadAsset(paper.simuladoId, file)}
            />
          </div>
          {locked ? (
            <Textarea
              label="Motivo da correção"
              required
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
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
            <Button
              loading={edit.isPending}
              disabled={bad.first || bad.last}
              onClick={() => void save()}
            >
              {locked ? 'Corrigir texto' : 'Salvar texto'}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs" component="section" aria-label="Como o candidato verá">
          <Title order={4} fz="h5">
            Como o candidato verá
          </Title>
          <BaseTextCard baseText={{ id: baseText?.id ?? 'previa', ...draft }} headingLevel={4} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
