import { useForm, type FormErrors } from '@mantine/form';
import type { FormError } from './validation';

/** Where a problem of the whole form (shown as a banner, not under a field) is kept. */
export const FORM_LEVEL = 'form';

/**
 * An account screen's form (PRODUCT §5): checked on submit, one problem at a time, and typing in
 * any field clears that problem and the last failed call's message alike.
 */
export function useAuthForm<Values extends Record<string, string>>(
  initialValues: Values,
  validate: (values: Values) => FormError<keyof Values & string> | null,
  lastCall: { isError: boolean; reset: () => void },
) {
  const form = useForm<Values>({
    initialValues,
    validate: (values) => toFormErrors(validate(values)),
    onValuesChange: () => {
      form.clearErrors();
      if (lastCall.isError) lastCall.reset();
    },
  });
  return form;
}

function toFormErrors(problem: FormError<string> | null): FormErrors {
  return problem ? { [problem.field ?? FORM_LEVEL]: problem.message } : {};
}
