import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { serverMessageOr } from '../../../api/client';
import { EXPORT_URL } from '../api';
import { useDeleteAccountMutation } from '../mutations';
import { AccountSection } from './AccountSection';

/** 'Baixar meus dados': a JSON file the server sends as an attachment. */
export function ExportSection() {
  return (
    <AccountSection
      title="Cópia dos meus dados"
      id="dados"
      description="Um arquivo JSON com tudo o que guardamos sobre você: perfil, compras, tentativas com respostas e resultados, relatórios, turmas e mensagens de contato. Sem senha e sem códigos de acesso."
    >
      <Group>
        <Button component="a" href={EXPORT_URL} download variant="light">
          Baixar meus dados
        </Button>
      </Group>
    </AccountSection>
  );
}

/** 'Excluir minha conta': the password, and a confirmation of what happens. */
export function DeleteSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccountMutation();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !understood) return;
    remove.mutate(password, { onSuccess: () => navigate('/home', { replace: true }) });
  };
  return (
    <AccountSection
      title="Excluir minha conta"
      id="excluir"
      description="A exclusão é definitiva e não pode ser desfeita."
    >
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          Excluir minha conta
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Excluir minha conta" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Ao excluir a sua conta:</Text>
            <List size="sm" spacing={4}>
              <List.Item>todas as suas sessões e abas abertas são encerradas na hora;</List.Item>
              <List.Item>
                apagamos seu nome, e-mail, senha, matrículas em turmas e mensagens de contato;
              </List.Item>
              <List.Item>suas compras ficam só como registro de venda, sem o seu nome;</List.Item>
              <List.Item>
                seus resultados oficiais ficam nos rankings como &lsquo;Participante
                removido&rsquo;, para que a posição de ninguém mude;
              </List.Item>
              <List.Item>você recebe um e-mail de confirmação.</List.Item>
            </List>
            <PasswordInput
              label="Sua senha"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              required
            />
            <Checkbox
              label="Entendi que a exclusão é definitiva."
              checked={understood}
              onChange={(event) => setUnderstood(event.currentTarget.checked)}
            />
            {remove.isError ? (
              <Alert color="red" role="alert">
                {serverMessageOr(remove.error, 'Não foi possível excluir a conta.')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button
                type="submit"
                color="red"
                loading={remove.isPending}
                disabled={!password || !understood}
              >
                Excluir definitivamente
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </AccountSection>
  );
}
