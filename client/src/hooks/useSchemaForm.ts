import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';

type SchemaFormOptions<Values, Schema extends z.ZodType> = Omit<
  UseFormInput<Values, z.output<Schema>>,
  'validate' | 'transformValues'
> & {
  /** The shared schema the route validates with; the form's check and output come from it. */
  schema: Schema;
  initialValues: Values;
  /** Maps what the inputs hold (e.g. '' in a number field) to what the schema reads. */
  toInput?: (values: Values) => unknown;
};

/**
 * A Mantine form checked on submit by a shared zod schema, so the form and the route give the
 * same pt-BR message (each field shows its first issue). The submit handler receives the
 * schema's output: trimmed, lower-cased, defaulted, exactly what the route would accept.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  schema,
  toInput = (values) => values,
  ...options
}: SchemaFormOptions<Values, Schema>) {
  const check = schemaResolver(schema, { sync: true });
  return useForm<Values, z.output<Schema>, FormErrors>({
    ...options,
    validate: (values) => check(toInput(values)),
    // Runs only after the check passed, so parse cannot throw here.
    transformValues: (values) => schema.parse(toInput(values)),
  });
}

/** The message of the form's first issue, for forms that show one alert instead of fields. */
export function firstError(errors: FormErrors): string | null {
  const [first] = Object.values(errors);
  return typeof first === 'string' ? first : null;
}
