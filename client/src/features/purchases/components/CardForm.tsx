import { Alert, Button, Flex, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import {
  formatCardCvv,
  formatCardExpiry,
  formatCardHolder,
  formatCardNumber,
  validateCard,
  type CardForm as CardValues,
} from '@gabaritei/shared';

type CardFormProps = {
  /** Called once the card passes the checks; it gets no card data on purpose (none is sent). */
  onValid: () => void;
  onCancel: () => void;
  processing: boolean;
  /** A failure of the last attempt, shown above the buttons. */
  error: string | null;
};

type Field = keyof CardValues;

const EMPTY: CardValues = { number: '', holder: '', expiry: '', cvv: '' };
const FORMATTERS: Record<Field, (value: string) => string> = {
  number: formatCardNumber,
  holder: formatCardHolder,
  expiry: formatCardExpiry,
  cvv: formatCardCvv,
};
const ORDER: Field[] = ['number', 'holder', 'expiry', 'cvv'];

/**
 * The simulated card form of PRODUCT §2/§5. The values live in this component only: masks and
 * checks come from @gabaritei/shared, and the parent learns just that the card is valid.
 */
export function CardForm({ onValid, onCancel, processing, error }: CardFormProps) {
  const form = useForm<CardValues>({ initialValues: EMPTY, validate: validateCard });
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // Setting a field also clears its error (the form's default).
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue(field, FORMATTERS[field](event.currentTarget.value));

  // onValid is called bare: the card's values never leave this component.
  const check = form.onSubmit(
    () => onValid(),
    (found) => {
      const firstInvalid = ORDER.find((field) => found[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) =>
    processing ? event.preventDefault() : check(event);

  // Test mode: autocomplete is off so browsers do not offer to fill (or save) a real card.
  const common = (field: Field) => ({
    value: form.values[field],
    onChange: change(field),
    error: form.errors[field],
    disabled: processing,
    autoComplete: 'off',
    ref: (node: HTMLInputElement | null) => {
      inputs.current[field] = node;
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Dados do cartão">
      <Stack gap="md">
        <Alert
          color="yellow"
          variant="light"
          title="Pagamento simulado (modo de teste)"
          role="note"
        >
          <Text size="sm">
            Este é um pagamento simulado, em modo de teste: nada será cobrado e os dados do cartão
            não saem do seu navegador. Use dados fictícios, por exemplo o cartão 4111 1111 1111
            1111.
          </Text>
        </Alert>

        <TextInput
          label="Número do cartão"
          placeholder="0000 0000 0000 0000"
          inputMode="numeric"
          maxLength={19}
          {...common('number')}
        />
        <TextInput
          label="Nome do titular"
          placeholder="NOME COMO ESTÁ NO CARTÃO"
          {...common('holder')}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Validade"
            description="MM/AA"
            placeholder="MM/AA"
            inputMode="numeric"
            maxLength={5}
            {...common('expiry')}
          />
          <TextInput
            label="CVV"
            description="3 dígitos"
            placeholder="123"
            inputMode="numeric"
            maxLength={3}
            {...common('cvv')}
          />
        </SimpleGrid>

        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}

        {/* Stacked full width on phones (primary first), side by side from xs up. */}
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
          <Button type="submit" loading={processing}>
            Processar Pagamento
          </Button>
          <Button variant="default" onClick={onCancel} disabled={processing}>
            Cancelar
          </Button>
        </Flex>
        {processing ? (
          <Text size="sm" c="dimmed" role="status">
            Processando pagamento...
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
