import { Checkbox, Group, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS } from '@gabaritei/shared';
import { DateTimeField } from '../../../components/DateTimeField';

/** What the inputs of a simulado hold, for creation and editing alike. */
export type SimuladoFieldValues = {
  title: string;
  subject: string;
  description: string;
  price: number | string;
  durationMinutes: number | string;
  startDate: string;
  endDate: string;
  /** '' = the default: after the end when there is one, else right after the attempt. */
  answerKeyRelease: '' | 'IMMEDIATE' | 'AFTER_END';
  /** The booklet order ('tipos de prova'): each candidate's own, fixed once anyone started. */
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

/** When candidates get the commented key. */
const KEY_RELEASE_OPTIONS = [
  { value: '', label: 'Padrão (após o término, se houver data de término)' },
  { value: 'AFTER_END', label: 'Após o término do simulado' },
  { value: 'IMMEDIATE', label: 'Logo após o envio da prova' },
];

/**
 * The fields of a simulado (PRODUCT §5), shared by the creation and the edit forms: dates
 * are typed in São Paulo time and sent as such; the server reads them in that zone.
 */
export function SimuladoFields({
  inputProps,
}: {
  inputProps: (
    field: keyof SimuladoFieldValues,
    options?: { type: 'checkbox' },
  ) => GetInputPropsReturnType;
}) {
  return (
    <>
      <TextInput
        label="Título"
        required
        maxLength={LIMITS.simuladoTitleMax}
        {...inputProps('title')}
      />
      <TextInput label="Matéria" {...inputProps('subject')} />
      <Textarea label="Descrição" rows={3} {...inputProps('description')} />
      <Group grow align="flex-start">
        <NumberInput
          label="Preço (R$)"
          required
          min={0}
          step={0.01}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          clampBehavior="none"
          {...inputProps('price')}
        />
        <NumberInput
          label="Duração (minutos)"
          description="Padrão: 90 minutos"
          min={LIMITS.minDurationMinutes}
          allowDecimal={false}
          clampBehavior="none"
          {...inputProps('durationMinutes')}
        />
      </Group>
      <Group grow align="flex-start">
        <DateTimeField
          label="Data de início"
          description="Horário de Brasília, dd/mm/aaaa hh:mm"
          {...inputProps('startDate')}
        />
        <DateTimeField
          label="Data de término"
          description="Horário de Brasília, dd/mm/aaaa hh:mm"
          {...inputProps('endDate')}
        />
      </Group>
      <Select
        label="Liberação do gabarito comentado"
        description="Após o término, o gabarito só sai quando a prova oficial acabar para todos."
        data={KEY_RELEASE_OPTIONS}
        allowDeselect={false}
        {...inputProps('answerKeyRelease')}
      />
      <Checkbox
        label="Embaralhar a ordem das questões"
        description="Cada candidato recebe a sua ordem, a mesma em qualquer aparelho; questões de um mesmo texto base ficam juntas. Não muda depois que alguém começou a prova."
        {...inputProps('shuffleQuestions', { type: 'checkbox' })}
      />
      <Checkbox
        label="Embaralhar a ordem das alternativas"
        description="Itens Certo/Errado mantêm as duas respostas fixas. Não muda depois que alguém começou a prova."
        {...inputProps('shuffleOptions', { type: 'checkbox' })}
      />
    </>
  );
}

/** What the inputs hold, as the routes read it: an emptied number is no number. */
export function fieldsToInput(fields: SimuladoFieldValues) {
  return {
    title: fields.title,
    subject: fields.subject,
    description: fields.description,
    price: typeof fields.price === 'number' ? fields.price : Number.NaN,
    durationMinutes: typeof fields.durationMinutes === 'number' ? fields.durationMinutes : null,
    startDate: fields.startDate || null,
    endDate: fields.endDate || null,
    answerKeyRelease: fields.answerKeyRelease || null,
    shuffleQuestions: fields.shuffleQuestions,
    shuffleOptions: fields.shuffleOptions,
  };
}
