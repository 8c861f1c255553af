import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  adminUpdateSimuladoSchema,
  dateToSaoPauloLocal,
  type AdminSimulado,
  type AdminUpdateSimuladoInput,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { ADMIN_UI } from '../messages';
import { useUpdateSimuladoMutation } from '../mutations';
import { AccommodationsSection } from './AccommodationsSection';
import { fieldsToInput, SimuladoFields, type SimuladoFieldValues } from './SimuladoFields';

/**
 * Editing a simulado: the creation fields, filled with what is stored. Only
 * what the administrator changed is sent, so an untouched field never trips the rule that
 * locks the duration, the dates and the key's release once someone bought or sat it; the
 * server's 409 names the locked fields when one was changed anyway.
 */
export function SimuladoEditForm({
  simulado,
  notify,
  onDone,
}: {
  simulado: AdminSimulado;
  notify: (message: string, tone: FlashTone) => void;
  onDone: () => void;
}) {
  const initial = valuesOf(simulado);
  const form = useSchemaForm({
    schema: adminUpdateSimuladoSchema,
    initialValues: initial,
    toInput: fieldsToInput,
  });
  const update = useUpdateSimuladoMutation();
  // An extension once attempts exist needs its reason (kept in the audit).
  const [reason, setReason] = useState('');

  const submit = form.onSubmit(() => {
    const changes = changedFields(initial, form.getValues());
    if (Object.keys(changes).length === 0) {
      notify(ADMIN_UI.noChanges, 'error');
      return;
    }
    const trimmed = reason.trim();
    update.mutate(
      { id: simulado.id, changes: trimmed ? { ...changes, reason: trimmed } : changes },
      {
        onSuccess: () => {
          notify(ADMIN_MESSAGES.simuladoUpdated, 'success');
          onDone();
        },
        onError: (error) =>
          notify(serverMessageOr(error, ADMIN_MESSAGES.updateSimuladoFailed), 'error'),
      },
    );
  });

  // Two forms side by side: the extra time's own form may not sit inside the edit's.
  return (
    <>
      <form onSubmit={submit} noValidate aria-label={ADMIN_UI.editSimulado}>
        <Stack maw={560}>
          <Title order={2} size="h3">
            {ADMIN_UI.editSimulado}
          </Title>
          {simulado.hasHistory ? (
            <Alert color="yellow" variant="light">
              {ADMIN_UI.lockedHint}
            </Alert>
          ) : null}
          <SimuladoFields inputProps={(field, options) => form.getInputProps(field, options)} />
          {simulado.hasHistory ? (
            <TextInput
              label={ADMIN_UI.extensionReason}
              description={ADMIN_UI.extensionReasonHint}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {ADMIN_UI.saveSimulado}
            </Button>
            <Button variant="default" onClick={onDone}>
              {ADMIN_UI.backToList}
            </Button>
          </Group>
        </Stack>
      </form>
      <AccommodationsSection simulado={simulado} notify={notify} />
    </>
  );
}

function valuesOf(simulado: AdminSimulado): SimuladoFieldValues {
  return {
    title: simulado.title,
    subject: simulado.subject ?? '',
    description: simulado.description ?? '',
    price: simulado.price,
    durationMinutes: simulado.durationMinutes,
    startDate: dateToSaoPauloLocal(simulado.startDate),
    endDate: dateToSaoPauloLocal(simulado.endDate),
    answerKeyRelease: simulado.answerKeyRelease,
    shuffleQuestions: simulado.shuffleQuestions,
    shuffleOptions: simulado.shuffleOptions,
  };
}

/** The payload of the PATCH: each field whose input differs from what was loaded. */
function changedFields(
  before: SimuladoFieldValues,
  after: SimuladoFieldValues,
): AdminUpdateSimuladoInput {
  const was = fieldsToInput(before);
  const now = fieldsToInput(after);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[])
    if (!Object.is(was[key], now[key])) changes[key] = now[key];
  return changes as AdminUpdateSimuladoInput;
}
