import { Button, Group, NumberInput, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, adminCreateSimuladoSchema, LIMITS } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
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
type FieldErrors = Partial<Record<keyof Fields, string>>;

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
 * The creation form (SPEC §5): dates are typed in São Paulo time and sent as such; the
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
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateSimuladoMutation();

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      title: fields.title,
      subject: fields.subject,
      description: fields.description,
      price: typeof fields.price === 'number' ? fields.price : Number.NaN,
      durationMinutes: typeof fields.durationMinutes === 'number' ? fields.durationMinutes : null,
      startDate: fields.startDate || null,
      endDate: fields.endDate || null,
    };
    const parsed = adminCreateSimuladoSchema.safeParse(payload);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    create.mutate(payload, {
      onSuccess: (id) => {
        notify(ADMIN_MESSAGES.simuladoCreated, 'success');
        setFields(EMPTY);
        onCreated(id);
      },
      onError: (error) =>
        notify(serverMessageOr(error, ADMIN_MESSAGES.createSimuladoFailed), 'error'),
    });
  };

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
          value={fields.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          label="Matéria"
          value={fields.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Descrição"
          rows={3}
          value={fields.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Preço (R$)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            value={fields.price}
            onChange={(value) => set('price', value)}
            error={errors.price}
          />
          <NumberInput
            label="Duração (minutos)"
            description="Padrão: 90 minutos"
            min={LIMITS.minDurationMinutes}
            allowDecimal={false}
            value={fields.durationMinutes}
            onChange={(value) => set('durationMinutes', value)}
            error={errors.durationMinutes}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Data de início"
            description="Horário de Brasília"
            type="datetime-local"
            value={fields.startDate}
            onChange={(e) => set('startDate', e.currentTarget.value)}
            error={errors.startDate}
          />
          <TextInput
            label="Data de término"
            description="Horário de Brasília"
            type="datetime-local"
            value={fields.endDate}
            onChange={(e) => set('endDate', e.currentTarget.value)}
            error={errors.endDate}
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
