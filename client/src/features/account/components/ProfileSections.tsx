import { Alert, Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  RANKING_DISPLAY_LABELS,
  changePasswordSchema,
  rankingDisplayName,
  updateNameSchema,
  type AccountProfile,
  type RankingDisplay,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import {
  useChangePasswordMutation,
  useRankingDisplayMutation,
  useRenameMutation,
} from '../mutations';
import { AccountSection } from './AccountSection';

const FAILED = 'Não foi possível salvar. Tente novamente.';

/** 'Nome': the same rule as at registration (the shared schema). */
export function NameSection({ profile }: { profile: AccountProfile }) {
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateNameSchema.safeParse({ name });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? FAILED));
    if (parsed.success) rename.mutate(parsed.data.name);
  };
  return (
    <AccountSection title="Nome" id="nome">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Nome completo"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            autoComplete="name"
          />
          <Feedback mutation={rename} success={ACCOUNT_MESSAGES.nameSaved} />
          <Group>
            <Button type="submit" loading={rename.isPending}>
              Salvar nome
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}

/** 'Senha': with the current password; the other sessions end on the server. */
export function PasswordSection() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePasswordMutation();
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.currentTarget.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (values.confirm !== values.newPassword) found.confirm = 'As senhas não coincidem';
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    change.mutate(parsed.data, {
      onSuccess: () => setValues({ currentPassword: '', newPassword: '', confirm: '' }),
    });
  };
  return (
    <AccountSection
      title="Senha"
      id="senha"
      description="Ao trocar a senha, as suas outras sessões (outros navegadores e aparelhos) são encerradas."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Senha atual"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
            autoComplete="current-password"
          />
          <PasswordInput
            label="Nova senha"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            autoComplete="new-password"
          />
          <PasswordInput
            label="Confirmar nova senha"
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
            autoComplete="new-password"
          />
          <Feedback mutation={change} success={ACCOUNT_MESSAGES.passwordChanged} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}

/** 'Exibição no ranking': full name or initials, with a preview of what others see. */
export function PrivacySection({ profile }: { profile: AccountProfile }) {
  const save = useRankingDisplayMutation();
  const display = save.variables ?? profile.rankingDisplay;
  return (
    <AccountSection
      title="Exibição no ranking"
      id="ranking"
      description="Como o seu nome aparece nos rankings públicos e no Modo Projeção. Você continua vendo a sua linha marcada como 'Você', e o professor da sua turma vê o nome completo nos resultados da turma."
    >
      <Stack gap="sm">
        <Radio.Group
          label="Mostrar meu nome como"
          value={display}
          onChange={(value) => save.mutate(value as RankingDisplay)}
        >
          <Stack gap="xs" mt="xs">
            {(Object.keys(RANKING_DISPLAY_LABELS) as RankingDisplay[]).map((option) => (
              <Radio
                key={option}
                value={option}
                label={`${RANKING_DISPLAY_LABELS[option]} (${rankingDisplayName(profile.name, option)})`}
                disabled={save.isPending}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Feedback mutation={save} success={ACCOUNT_MESSAGES.privacySaved} />
      </Stack>
    </AccountSection>
  );
}

type MutationState = { isError: boolean; isSuccess: boolean; error: unknown };

function Feedback({ mutation, success }: { mutation: MutationState; success: string }) {
  if (mutation.isError)
    return (
      <Alert color="red" role="alert">
        {serverMessageOr(mutation.error, FAILED)}
      </Alert>
    );
  if (mutation.isSuccess)
    return (
      <Text role="status" size="sm" c="teal.8">
        {success}
      </Text>
    );
  return null;
}
