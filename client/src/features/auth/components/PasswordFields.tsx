import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type PasswordFieldsProps = {
  /** The new password: its field name (the API's) and label. */
  password: { name: string; label: string; input: GetInputPropsReturnType };
  /** Its confirmation, always sent as `confirmPassword` and never to the server. */
  confirmation: { label: string; placeholder?: string; input: GetInputPropsReturnType };
  disabled: boolean;
};

/** A new password typed twice, as registration and password reset both ask (PRODUCT §5). */
export function PasswordFields({ password, confirmation, disabled }: PasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={password.label}
        name={password.name}
        placeholder="Mínimo 8 caracteres"
        autoComplete="new-password"
        {...password.input}
        disabled={disabled}
      />
      <PasswordInput
        label={confirmation.label}
        name="confirmPassword"
        placeholder={confirmation.placeholder}
        autoComplete="new-password"
        {...confirmation.input}
        disabled={disabled}
      />
    </>
  );
}
