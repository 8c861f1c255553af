import { Button, Checkbox, Group, Select, Stack, Title } from '@mantine/core';
import {
  ADMIN_MESSAGES,
  FORMAT_LABELS,
  SCORING_LABELS,
  SCORING_RULES,
  SIMULADO_FORMATS,
  adminCreateSimuladoSchema,
  type ScoringRule,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { ADMIN_UI } from '../messages';
import { useCreateSimuladoMutation } from '../mutations';
import { fieldsToInput, SimuladoFields, type SimuladoFieldValues } from './SimuladoFields';

type Fields = SimuladoFieldValues & {
  /** A training simulado, never ranked. */
  isPracticeOnly: boolean;
  /** The paper's format and its scoring rule, chosen at creation. */
  format: SimuladoFormat;
  scoring: ScoringRule;
};

const FORMAT_OPTIONS = SIMULADO_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));
const SCORING_OPTIONS = SCORING_RULES.map((value) => ({ value, label: SCORING_LABELS[value] }));

const EMPTY: Fields = {
  title: '',
  subject: '',
  description: '',
  price: 0,
  durationMinutes: '',
  startDate: '',
  endDate: '',
  answerKeyRelease: '',
  shuffleQuestions: false,
  shuffleOptions: false,
  isPracticeOnly: false,
  format: 'ABCD',
  scoring: 'STANDARD',
};

const toInput = (fields: Fields) => ({
  ...fieldsToInput(fields),
  isPracticeOnly: fields.isPracticeOnly,
  format: fields.format,
  scoring: fields.scoring,
});

/** The creation form (PRODUCT §5); the fields it shares with editing are SimuladoFields. */
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
        <SimuladoFields inputProps={(field, options) => form.getInputProps(field, options)} />
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
        <Checkbox
          label={ADMIN_UI.practiceOnly}
          description={ADMIN_UI.practiceOnlyHelp}
          {...form.getInputProps('isPracticeOnly', { type: 'checkbox' })}
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
