import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PAPERS_MESSAGES, type BaseText } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { PageLoader } from '../../../components/PageLoader';
import type { FlashTone } from '../../../hooks/useFlash';
import { RichContent } from '../RichContent';
import { baseTextAt, baseTextLabel } from '../baseTexts';
import { BaseTextForm } from './BaseTextForm';
import { CorrectionList } from './CorrectionList';
import { QuestionForm } from './QuestionForm';
import { emptyQuestion, formatOf, questionToInput, type EditorQuestion } from './questionDraft';
import { useEditorPaper, usePaperEdit } from './api';

type Editing =
  | { kind: 'question'; question: EditorQuestion | null }
  | { kind: 'baseText'; baseText: BaseText | null }
  | null;

/**
 * 'Questões' of one simulado: the paper in order, with its base texts; edit, add, move and
 * delete while nobody has started, then only 'Corrigir texto' with a reason.
 */
export function QuestionsEditor(props: {
  simuladoId: string;
  title: string;
  notify: (message: string, tone: FlashTone) => void;
  onBack: () => void;
}) {
  const { simuladoId, title, notify, onBack } = props;
  const paper = useEditorPaper(simuladoId);
  const edit = usePaperEdit(simuladoId);
  const [editing, setEditing] = useState<Editing>(null);
  const done = (message: string) => {
    notify(message, 'success');
    setEditing(null);
  };
  const run = (change: Parameters<typeof edit.mutate>[0], message: string) =>
    edit.mutate(change, {
      onSuccess: () => notify(message, 'success'),
      onError: (error) =>
        notify(serverMessageOr(error, 'Não foi possível alterar a prova.'), 'error'),
    });

  if (paper.isPending) return <PageLoader label="Carregando questões..." />;
  if (paper.isError)
    return (
      <Alert color="red" role="alert">
        {serverMessageOr(paper.error, 'Não foi possível carregar as questões.')}
      </Alert>
    );
  const data = paper.data;
  const locked = data.hasAttempts;
  const format = formatOf(data);
  const cancel = () => setEditing(null);

  if (editing?.kind === 'question')
    return (
      <QuestionForm
        paper={data}
        question={editing.question}
        initial={editing.question ? questionToInput(editing.question) : emptyQuestion(format)}
        onDone={done}
        onCancel={cancel}
      />
    );
  if (editing?.kind === 'baseText')
    return (
      <BaseTextForm paper={data} baseText={editing.baseText} onDone={done} onCancel={cancel} />
    );

  const ids = data.questions.map((q) => q.id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id) next.splice(to, 0, id);
    run({ kind: 'reorder', questionIds: next }, `Questão movida para a posição ${to + 1}.`);
  };

  return (
    <Stack component="section" aria-labelledby="questoes-titulo">
      <Group justify="space-between">
        <Title order={2} fz="h3" id="questoes-titulo">
          Questões — {title}
        </Title>
        <Button variant="default" onClick={onBack} leftSection={<span aria-hidden="true">←</span>}>
          Voltar para a lista
        </Button>
      </Group>
      {locked ? (
        <Alert color="orange" variant="light">
          {PAPERS_MESSAGES.lockedByAttempts}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => setEditing({ kind: 'question', question: null })} disabled={locked}>
          Nova questão
        </Button>
        <Button
          variant="default"
          onClick={() => setEditing({ kind: 'baseText', baseText: null })}
          disabled={locked}
        >
          Novo texto associado
        </Button>
      </Group>
      {data.questions.length === 0 ? <Text>Este simulado ainda não tem questões.</Text> : null}
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.questions.map((question, index) => {
          const opens = data.baseTexts.find((t) => t.firstQuestion === index + 1);
          const block = baseTextAt(data.baseTexts, index);
          return (
            <li key={question.id}>
              {opens ? (
                <Paper withBorder p="sm" mb="sm" bg="var(--mantine-color-default-hover)">
                  <Group justify="space-between" gap="xs">
                    <Text fw={700}>{baseTextLabel(opens)}</Text>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ kind: 'baseText', baseText: opens })}
                      >
                        {locked ? 'Corrigir texto' : 'Editar texto'}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={locked}
                        onClick={() =>
                          run(
                            { kind: 'deleteBaseText', baseTextId: opens.id },
                            `${opens.title} excluído.`,
                          )
                        }
                      >
                        Excluir texto
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ) : null}
              <Paper withBorder p="sm" ml={block ? 'md' : 0}>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Stack gap={4} style={{ minWidth: 'min(100%, 18rem)', flex: 1 }}>
                    <Group gap="xs">
                      <Text fw={700}>Questão {index + 1}</Text>
                      {block ? (
                        <Badge variant="light" tt="none">
                          {block.title}
                        </Badge>
                      ) : null}
                    </Group>
                    <RichContent size="sm" html={question.text} />
                  </Stack>
                  <Group gap={4} justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing({ kind: 'question', question })}
                    >
                      {locked ? 'Corrigir texto' : 'Editar'}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={locked || index === 0}
                      aria-label={`Mover a questão ${index + 1} para cima`}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={locked || index === ids.length - 1}
                      aria-label={`Mover a questão ${index + 1} para baixo`}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={locked}
                      aria-label={`Excluir a questão ${index + 1}`}
                      onClick={() =>
                        run(
                          { kind: 'deleteQuestion', questionId: question.id },
                          `Questão ${index + 1} excluída.`,
                        )
                      }
                    >
                      Excluir
                    </Button>
                  </Group>
                </Group>
              </Paper>
            </li>
          );
        })}
      </Stack>
      <CorrectionList corrections={data.corrections} />
    </Stack>
  );
}
