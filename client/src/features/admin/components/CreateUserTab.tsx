import { Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  USER_CREATED_MESSAGES,
  adminCreateUserSchema,
  type Role,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { ADMIN_UI } from '../messages';
import { useCreateUserMutation } from '../mutations';

type Fields = { name: string; email: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { name: '', email: '', password: '' };
const ROLE_ORDER: Role[] = ['TEACHER', 'ADMIN', 'STUDENT'];

/** 'Criar Usuário': an account of any role, verified at once. */
export function CreateUserTab({ notify }: { notify: (message: string, tone: FlashTone) => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [role, setRole] = useState<Role>('STUDENT');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUserMutation();

  const set = (key: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminCreateUserSchema.safeParse(fields);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    create.mutate(
      { role, user: parsed.data },
      {
        onSuccess: () => {
          notify(USER_CREATED_MESSAGES[role], 'success');
          setFields(EMPTY);
        },
        onError: (error) =>
          notify(serverMessageOr(error, ADMIN_MESSAGES.createUserFailed), 'error'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={ADMIN_UI.tabs.createUser}>
      <Stack maw={480}>
        <TextInput
          label="Nome"
          required
          value={fields.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="E-mail"
          type="email"
          required
          value={fields.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Senha"
          placeholder="Mínimo 8 caracteres"
          required
          value={fields.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errors.password}
        />
        <NativeSelect
          label="Tipo de Usuário"
          data={ROLE_ORDER.map((value) => ({ value, label: ADMIN_UI.roleOptions[value] }))}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as Role)}
        />
        <Button type="submit" loading={create.isPending} loaderProps={{ type: 'dots' }}>
          {ADMIN_UI.createUser}
        </Button>
      </Stack>
    </form>
  );
}
