import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOMMODATION_LIMITS, formatDateTime } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import {
  accommodationQueries,
  useGrantAccommodation,
  useRemoveAccommodation,
} from '../accommodationsApi';
import classes from './AccommodationsSection.module.css';

const T = {
  title: 'Tempo adicional',
  hint: 'Para candidatos com deficiência ou lactantes, a pedido: a duração da prova, o prazo para começar e o fim da prova dela aumentam pelos mesmos minutos, e o gabarito e o ranking esperam por ela.',
  email: 'E-mail do aluno',
  minutes: 'Minutos a mais',
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

/** The edit screen's list of extra time per candidate, with grant and removal. */
export function AccommodationsSection({
  simuladoId,
  notify,
}: {
  simuladoId: string;
  notify: (message: string, tone: FlashTone) => void;
}) {
  const list = useQuery(accommodationQueries.list(simuladoId));
  const grant = useGrantAccommodation(simuladoId);
  const remove = useRemoveAccommodation(simuladoId);
  const [email, setEmail] = useState('');
  const [minutes, setMinutes] = useState<number | string>(60);
  const [reason, setReason] = useState('');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    grant.mutate(
      { email, extraMinutes: Number(minutes), reason },
      {
        onSuccess: () => {
          notify(T.granted, 'success');
          setEmail('');
          setReason('');
        },
        onError: (error) => notify(serverMessageOr(error, T.grantFailed), 'error'),
      },
    );
  };

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
      <form onSubmit={submit} aria-label={T.grant}>
        <Group align="end" wrap="wrap">
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
            value={minutes}
            onChange={setMinutes}
            w={140}
          />
          <TextInput
            label={T.reason}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button type="submit" loading={grant.isPending}>
            {T.grant}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
