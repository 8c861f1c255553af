import { Alert, Button, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { APPEAL_TEXT_LIMITS } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { appealWindowState } from '../appealWindow';
import { useAppealWindow, useFileAppealMutation } from '../queries';
import { APPEAL_UI as M } from '../messages';
import { RichContent } from '../../papers/RichContent';

/** The question the appeal is about, quoted in the dialog that covers it on the screen. */
export type AppealedQuestion = {
  /** 'Questão 7 (sua prova: 3)'. */
  heading: string;
  statementHtml: string;
  /** 'Sua resposta: …' as the review reads it. */
  answer: ReactNode;
};

/**
 * 'Interpor recurso' on one question of a submitted attempt's review, shown only while the
 * window is open for someone whose official attempt was submitted (AppealWindowNote says
 * the rest). The server still decides: its message is shown as is.
 */
export function AppealButton({
  simuladoId,
  questionId,
  number,
  quoted,
}: {
  simuladoId: string;
  questionId: string;
  number: number;
  quoted?: AppealedQuestion | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const mutation = useFileAppealMutation();
  const length = text.trim().length;
  const valid = length >= APPEAL_TEXT_LIMITS.min && length <= APPEAL_TEXT_LIMITS.max;
  const window = useAppealWindow(simuladoId).data;
  if (!window || !appealWindowState(window, new Date()).canFile) return null;
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpen(true)} w="fit-content" px={0}>
        {M.fileButton}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={M.fileTitle(number)} size="lg">
        {quoted ? (
          <Paper
            withBorder
            p="sm"
            component="figure"
            mt={0}
            mx={0}
            mb="sm"
            aria-label={M.quotedLabel}
            mah={260}
            style={{ overflowY: 'auto' }}
            data-testid="appeal-quote"
          >
            <Text size="sm" fw={700}>
              {quoted.heading}
            </Text>
            <RichContent size="sm" html={quoted.statementHtml} />
            <Text size="sm" mt={4}>
              {quoted.answer}
            </Text>
          </Paper>
        ) : null}
        {mutation.isSuccess ? (
          <Alert color="green" role="status">
            {M.filed}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Textarea
              label={M.fileLabel}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={4}
              maxLength={APPEAL_TEXT_LIMITS.max}
            />
            <Text size="xs" c="dimmed">
              {length} / {APPEAL_TEXT_LIMITS.max}
            </Text>
            {mutation.isError ? (
              <Alert color="red" role="alert">
                {serverMessageOr(mutation.error, M.fileButton)}
              </Alert>
            ) : null}
            <Button
              disabled={!valid}
              loading={mutation.isPending}
              onClick={() => mutation.mutate({ simuladoId, questionId, text })}
            >
              {M.fileSubmit}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
