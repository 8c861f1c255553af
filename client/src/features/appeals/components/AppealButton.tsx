import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { APPEAL_TEXT_LIMITS } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { appealWindowState } from '../appealWindow';
import { useAppealWindow, useFileAppealMutation } from '../queries';
import { APPEAL_UI as M } from '../messages';

/**
 * 'Interpor recurso' on one question of a submitted attempt's review, shown only while the
 * window is open for someone whose official attempt was submitted (AppealWindowNote says
 * the rest). The server still decides: its message is shown as is.
 */
export function AppealButton({
  simuladoId,
  questionId,
  number,
}: {
  simuladoId: string;
  questionId: string;
  number: number;
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
      <Modal opened={open} onClose={() => setOpen(false)} title={M.fileTitle(number)}>
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
