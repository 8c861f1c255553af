import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACCOMMODATION_LIMITS,
  accommodationInputSchema,
  formatDateTime,
  grantHold,
  type AdminSimulado,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import {
  accommodationQueries,
  useGrantAccommodation,
  useRemoveAccommodation,
} from '../accommodationsApi';
import classes from './AccommodationsSection.module.css';
import { GrantConfirmDialog } from './GrantConfirmDialog';

const T = {
  title: 'Tempo adicional',
  hint: 'Para candidatos com deficiência ou lactantes, a pedido: a duração da prova, o prazo para começar e o fim da prova dela aumentam pelos mesmos minutos, e o gabarito e o ranking esperam por ela.',
  email: 'E-mail do aluno',
  minutes: 'Minutos a mais',
  minutesHint: `De ${ACCOMMODATION_LIMITS.minMinutes} a ${ACCOMMODATION_LIMITS.maxMinutes}`,
  reason: 'Motivo',
  grant: 'Conceder tempo adicional',
  granted: 'Tempo adicional concedido.',
  grantFailed: 'Não foi possível conceder o tempo adicional.',
  remove: 'Retirar',
  removed: 'Tempo adicional retirado.',
  removeFailed: 'Não foi possível retirar o tempo adicional.',
  none: 'Nenhum aluno com tempo adicional neste simulado.',
  until: (at: string) => `prova em andamento até ${formatDateTime(at)}`,
} as const;

const minutesSchema = accommodationInputSchema.shape.extraMinutes;

/** The edit screen's list of extra time per candidate, with grant and removal. */
export function AccommodationsSection({
  simulado,
  notify,
}: {
  simulado: AdminSimulado;
  notify: (message: string, tone: FlashTone) => void;
}) {
  const simuladoId = simulado.id;
  const list = useQuery(accommodationQueries.list(simuladoId));
  const grant = useGrantAccommodation(simuladoId);
  const remove = useRemoveAccommodation(simuladoId);
  const [email, setEmail] = useState('');
  // Empty, not a default: typed digits used to join a preset 60 ('603'), then clamp to 240.
  const [minutes, setMinutes] = useState<number | string>('');
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<{ email: string; extraMinutes: number } | null>(null);

  // Out of range is said, never clamped; only a valid number reaches the confirmation.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = minutesSchema.safeParse(minutes === '' ? undefined : Number(minutes));
    if (!parsed.success) return setMinutesError(parsed.error.issues[0]?.message ?? null);
    setPending({ email: email.trim(), extraMinutes: parsed.data });
  };

  const confirm = () => {
    if (!pending) return;
    grant.mutate(
      { ...pending, reason },
      {
        onSuccess: () => {
          notify(T.granted, 'success');
          setEmail('');
          setMinutes('');
          setReason('');
        },
        onError: (error) => notify(serverMessageOr(error, T.grantFailed), 'error'),
        onSettled: () => setPending(null),
      },
    );
  };
  const hold = pending ? grantHold(simulado, list.data ?? [], pending) : null;

  return (
    <Stack maw={720} mt="xl" component="section" aria-labelledby="accommodations-title">
      <Title order={3} size="h4" id="accommodations-title">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.hint}
      </Text>
      {list.data && list.data.length > 0 ? (
        // A list, not a table: at 360 px a table scrolled sideways and hid 'Retirar'.
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((row) => (
            <Group
              component="li"
              key={row.userId}
              justify="space-between"
              align="center"
              wrap="wrap"
              gap="xs"
              py="xs"
              className={classes.row}
            >
              <Stack gap={0} miw={0} style={{ flex: '1 1 14rem' }}>
                <Text size="sm" fw={600}>
                  {row.name} · +{row.extraMinutes} min
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
                <Text size="sm">{row.reason}</Text>
                {row.sessionExpiresAt ? (
                  <Text size="xs">{T.until(row.sessionExpiresAt)}</Text>
                ) : null}
              </Stack>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`${T.remove}: ${row.name}`}
                loading={remove.isPending && remove.variables === row.userId}
                onClick={() =>
                  remove.mutate(row.userId, {
                    onSuccess: () => notify(T.removed, 'success'),
                    onError: (error) => notify(serverMessageOr(error, T.removeFailed), 'error'),
                  })
                }
              >
                {T.remove}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm">{T.none}</Text>
      )}
      <GrantConfirmDialog
        grant={pending}
        hold={hold}
        busy={grant.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <form onSubmit={submit} aria-label={T.grant}>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={T.email}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <NumberInput
            label={T.minutes}
            required
            min={ACCOMMODATION_LIMITS.minMinutes}
            max={ACCOMMODATION_LIMITS.maxMinutes}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            description={T.minutesHint}
            error={minutesError}
            value={minutes}
            onChange={(value) => {
              setMinutes(value);
              setMinutesError(null);
            }}
            w={160}
          />
          <TextInput
            label={T.reason}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Group>
        <Button type="submit" mt="md" loading={grant.isPending}>
          {T.grant}
        </Button>
      </form>
    </Stack>
  );
}
