import {
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ADMIN_MESSAGES,
  FORMAT_LABELS,
  SCORING_LABELS,
  SCORING_RULES,
  SIMULADO_FORMATS,
  adminCreateSimuladoSchema,
  LIMITS,
  type ScoringRule,
  type SimuladoFormat,
} from '@gabaritei/shared';
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
  /** '' = the default: after the end when there is one, else right after the attempt. */
  answerKeyRelease: '' | 'IMMEDIATE' | 'AFTER_END';
  format: SimuladoFormat;
  scoring: ScoringRule;
};

/** Issue 15: the paper's format and its scoring rule. */
const FORMAT_OPTIONS = SIMULADO_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));
const SCORING_OPTIONS = SCORING_RULES.map((value) => ({ value, label: SCORING_LABELS[value] }));

/** Issue 14: when candidates get the commented key. */
const KEY_RELEASE_OPTIONS = [
  { value: '', label: 'Padrão (após o término, se houver data de término)' },
  { value: 'AFTER_END', label: 'Após o término do simulado' },
  { value: 'IMMEDIATE', label: 'Logo após o envio da prova' },
];

const EMPTY: Fields = {
  title: '',
  subject: '',
  description: '',
  price: 0,
  durationMinutes: '',
  startDate: '',
  endDate: '',
  answerKeyRelease: '',
  format: 'ABCD',
  scoring: 'STANDARD',
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
        <Group grow align="flex-start">
          <Select
            label="Formato das questões"
            description="A–D, A–E (FGV, FCC, Vunesp) ou Certo/Errado (Cebraspe)"
            data={FORMAT_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('format')}
          />
          <Select
            label="Regra de pontuação"
            description="Cebraspe: cada item errado anula um item certo"
            data={SCORING_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('scoring')}
          />
        </Group>
        <Select
          label="Liberação do gabarito comentado"
          description="Após o término, o gabarito só sai quando a prova oficial acabar para todos."
          data={KEY_RELEASE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('answerKeyRelease')}
        />
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
    answerKeyRelease: fields.answerKeyRelease || null,
    format: fields.format,
    scoring: fields.scoring,
  };
}
