import { Button, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  ADMIN_MESSAGES,
  USER_CREATED_MESSAGES,
  adminCreateUserSchema,
  type Role,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import { useSchemaForm } from '../../../hooks/useSchemaForm';
import { ADMIN_UI } from '../messages';
import { useCreateUserMutation } from '../mutations';

type Fields = { name: string; email: string; password: string; role: Role };

const EMPTY = { name: '', email: '', password: '' };
const INITIAL: Fields = { ...EMPTY, role: 'STUDENT' };
const ROLE_ORDER: Role[] = ['TEACHER', 'ADMIN', 'STUDENT'];

/** 'Criar Usuário': an account of any role, verified at once. */
export function CreateUserTab({ notify }: { notify: (message: string, tone: FlashTone) => void }) {
  // The role is no part of the payload (it picks the route), so the schema leaves it out.
  const form = useSchemaForm({ schema: adminCreateUserSchema, initialValues: INITIAL });
  const create = useCreateUserMutation();

  const submit = form.onSubmit((user) => {
    const { role } = form.getValues();
    create.mutate(
      { role, user },
      {
        onSuccess: () => {
          notify(USER_CREATED_MESSAGES[role], 'success');
          form.setValues(EMPTY);
        },
        onError: (error) =>
          notify(serverMessageOr(error, ADMIN_MESSAGES.createUserFailed), 'error'),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={ADMIN_UI.tabs.createUser}>
      <Stack maw={480}>
        <TextInput label="Nome" required {...form.getInputProps('name')} />
        <TextInput label="E-mail" type="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label="Senha"
          placeholder="Mínimo 8 caracteres"
          required
          {...form.getInputProps('password')}
        />
        <NativeSelect
          label="Tipo de Usuário"
          data={ROLE_ORDER.map((value) => ({ value, label: ADMIN_UI.roleOptions[value] }))}
          {...form.getInputProps('role')}
        />
        <Button type="submit" loading={create.isPending} loaderProps={{ type: 'dots' }}>
          {ADMIN_UI.createUser}
        </Button>
      </Stack>
    </form>
  );
}
