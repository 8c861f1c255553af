import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  optionsOf,
  type AdminAppealGroup,
  type Option,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import { useDecisionMutation } from '../queries';
import { APPEAL_UI as M } from '../messages';
import { DecisionConfirm, type PendingDecision } from './DecisionConfirm';

/** One question's decision: reject with a reply, change the key, or annul — each with a reason. */
export function DecisionForm({
  simuladoId,
  format,
  group,
  notify,
}: {
  simuladoId: string;
  /** The simulado's format: only its own answers can become the key. */
  format: SimuladoFormat;
  group: AdminAppealGroup;
  notify: (message: string, tone: 'success' | 'error') => void;
}) {
  const [reason, setReason] = useState('');
  const [key, setKey] = useState<Option | null>(null);
  // Annulment and key change regrade everybody and e-mail them: confirmed first.
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const mutation = useDecisionMutation();
  const busy = mutation.isPending;
  const run = (decision: Parameters<typeof mutation.mutate>[0]['decision']) =>
    mutation.mutate(
      { simuladoId, questionId: group.questionId, decision },
      {
        onSuccess: () => {
          setReason('');
          setPending(null);
          notify(decision.kind === 'REJECT' ? M.rejected : M.decided, 'success');
        },
        onError: (error) => {
          setPending(null);
          notify(serverMessageOr(error, M.decide), 'error');
        },
      },
    );
  const otherKeys = optionsOf(format)
    .filter((option) => option !== group.correctOption)
    .map((option) => ({ value: option, label: keyLabel(format, option) }));
  return (
    <Stack gap="xs">
      <Textarea
        label={M.reply}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button
          variant="default"
          disabled={busy}
          onClick={() => run({ kind: 'REJECT', reply: reason })}
        >
          {M.reject}
        </Button>
        {group.annulled ? null : (
          <>
            <Select
              label={M.newKey}
              data={otherKeys}
              value={key}
              onChange={(value) => setKey(value as Option | null)}
              w={130}
              allowDeselect={false}
            />
            <Button
              variant="light"
              disabled={busy || !key}
              onClick={() => key && setPending({ kind: 'CHANGE_KEY', correctOption: key })}
            >
              {M.changeKey}
            </Button>
            <Button color="red.8" disabled={busy} onClick={() => setPending({ kind: 'ANNUL' })}>
              {M.annul}
            </Button>
          </>
        )}
      </Group>
      <DecisionConfirm
        simuladoId={simuladoId}
        questionId={group.questionId}
        number={group.number}
        pending={pending}
        keyLabel={(option) => keyLabel(format, option)}
        busy={busy}
        onConfirm={() =>
          pending &&
          run(
            pending.kind === 'ANNUL'
              ? { kind: 'ANNUL', reason }
              : { kind: 'CHANGE_KEY', correctOption: pending.correctOption, reason },
          )
        }
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}

/** Certo/Errado keys read as words; lettered formats as their letter. */
function keyLabel(format: SimuladoFormat, option: Option): string {
  if (format !== 'CERTO_ERRADO') return option;
  return option === 'C' ? 'Certo (C)' : 'Errado (E)';
}
