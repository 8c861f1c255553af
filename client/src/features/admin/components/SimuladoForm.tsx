import { Button, Group, NumberInput, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { ADMIN_MESSAGES, adminCreateSimuladoSchema, LIMITS } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { ADMIN_UI } from '../messages';
import { useCreateSimuladoMutation } from '../mutations';

type Fields = {
  title: string;
  subject: string;
  description: string;
  price: number | string;
  durationMinutes: number | string;
  startDate: string;
  endDate: string;
};

const EMPTY: Fields = {
  title: '',
  subject: '',
  description: '',
  price: 0,
  durationMinutes: '',
  startDate: '',
  endDate: '',
};

/**
 * The creation form (PRODUCT §5): dates are typed in São Paulo time and sent as such; the
 * server reads them in that zone whatever the zone of this device.
 */
export function SimuladoForm({
  notify,
  onCreated,
  onCancel,
}: {
  notify: (message: string, tone: FlashTone) => void;
  onCreated: (simuladoId: string) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm({ schema: adminCreateSimuladoSchema, initialValues: EMPTY, toInput });
  const create = useCreateSimuladoMutation();

  // The payload keeps the typed dates as text: the server reads them in São Paulo time.
  const submit = form.onSubmit(() => {
    create.mutate(toInput(form.getValues()), {
      onSuccess: (id) => {
        notify(ADMIN_MESSAGES.simuladoCreated, 'success');
        form.setValues(EMPTY);
        onCreated(id);
      },
      onError: (error) =>
        notify(serverMessageOr(error, ADMIN_MESSAGES.createSimuladoFailed), 'error'),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Novo simulado">
      <Stack maw={560}>
        <Title order={2} size="h3">
          {ADMIN_UI.newSimulado}
        </Title>
        <TextInput
          label="Título"
          required
          maxLength={LIMITS.simuladoTitleMax}
          {...form.getInputProps('title')}
        />
        <TextInput label="Matéria" {...form.getInputProps('subject')} />
        <Textarea label="Descrição" rows={3} {...form.getInputProps('description')} />
        <Group grow align="flex-start">
          <NumberInput
            label="Preço (R$)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Duração (minutos)"
            description="Padrão: 90 minutos"
            min={LIMITS.minDurationMinutes}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Data de início"
            description="Horário de Brasília"
            type="datetime-local"
            {...form.getInputProps('startDate')}
          />
          <TextInput
            label="Data de término"
            description="Horário de Brasília"
            type="datetime-local"
            {...form.getInputProps('endDate')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {ADMIN_UI.createSimulado}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {ADMIN_UI.backToList}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the inputs hold, as the route reads it: an emptied number is no number. */
function toInput(fields: Fields) {
  return {
    title: fields.title,
    subject: fields.subject,
    description: fields.description,
    price: typeof fields.price === 'number' ? fields.price : Number.NaN,
    durationMinutes: typeof fields.durationMinutes === 'number' ? fields.durationMinutes : null,
    startDate: fields.startDate || null,
    endDate: fields.endDate || null,
  };
}
