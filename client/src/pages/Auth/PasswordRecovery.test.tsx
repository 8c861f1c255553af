import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymous, deferredReply, json, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('ForgotPasswordPage', () => {
  it("says 'Enviando...' while sending, then confirms", async () => {
    const pending = deferredReply();
    const { calls } = mockApi({ ...anonymous, 'POST /api/auth/forgot-password': pending.reply });
    const { user } = renderRoute('/forgot-password');

    await user.type(await screen.findByLabelText(/E-mail/), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar Instruções' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeTruthy();

    pending.release(json(200, { message: 'ok' }));
    expect(await screen.findByRole('heading', { name: 'E-mail Enviado!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Se o e-mail informado estiver cadastrado, você receberá instruções para redefinir sua senha.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/spam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'maria@example.com',
    });
  });

  it('requires an e-mail before calling', async () => {
    const { calls } = mockApi(anonymous);
    const { user } = renderRoute('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Enviar Instruções' }));
    expect(await screen.findByText('Informe um e-mail válido')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/forgot-password')).toBe(false);
  });

  it('falls back to its own error text', async () => {
    mockApi({ ...anonymous, 'POST /api/auth/forgot-password': { status: 503 } });
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/E-mail/), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar Instruções' }));
    expect(await screen.findByText('Erro ao solicitar redefinição de senha')).toBeTruthy();
  });
});

describe('ResetPasswordPage', () => {
  it('explains a missing token and keeps the button disabled', async () => {
    mockApi(anonymous);
    renderRoute('/reset-password');
    expect(
      await screen.findByText('Token inválido. Por favor, solicite um novo link de redefinição.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redefinir Senha' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('validates, resets, then goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      ...anonymous,
      'POST /api/auth/reset-password': { status: 200, body: { message: 'ok' } },
    });
    const { user, path } = renderRoute('/reset-password?token=tok-1');

    const password = await screen.findByLabelText('Nova Senha');
    expect(password.getAttribute('placeholder')).toBe('Mínimo 8 caracteres');
    const confirm = screen.getByLabelText('Confirmar Nova Senha');
    expect(confirm.getAttribute('placeholder')).toBe('Digite a senha novamente');

    await user.type(password, 'curta');
    await user.type(confirm, 'curta');
    await user.click(screen.getByRole('button', { name: 'Redefinir Senha' }));
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres')).toBeTruthy();

    await user.type(password, '-longa');
    await user.click(screen.getByRole('button', { name: 'Redefinir Senha' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();

    await user.type(confirm, '-longa');
    await user.click(screen.getByRole('button', { name: 'Redefinir Senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha Redefinida!' })).toBeTruthy();
    expect(screen.getByText('Redirecionando para o login em 3 segundos...')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok-1',
      newPassword: 'curta-longa',
    });

    act(() => void vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('speaks of creating the first password when the link comes from a new account', async () => {
    const { calls } = mockApi({
      ...anonymous,
      'POST /api/auth/reset-password': { status: 200, body: { message: 'ok' } },
    });
    const { user } = renderRoute('/reset-password?token=tok-2&primeiro-acesso=1');
    expect(await screen.findByRole('heading', { name: 'Crie sua senha' })).toBeTruthy();
    expect(screen.queryByText(/Redefini/)).toBeNull();
    await user.type(screen.getByLabelText('Nova Senha'), 'senha-nova-1');
    await user.type(screen.getByLabelText('Confirmar Nova Senha'), 'senha-nova-1');
    await user.click(screen.getByRole('button', { name: 'Criar Senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha criada!' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok-2',
      newPassword: 'senha-nova-1',
    });
  });

  it("shows the server's message on an invalid token", async () => {
    mockApi({
      ...anonymous,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { statusCode: 400, code: 'INVALID_TOKEN', message: 'Link de redefinição inválido.' },
      },
    });
    const { user } = renderRoute('/reset-password?token=old');
    await user.type(await screen.findByLabelText('Nova Senha'), 'segredo123');
    await user.type(screen.getByLabelText('Confirmar Nova Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Redefinir Senha' }));
    expect(await screen.findByText('Link de redefinição inválido.')).toBeTruthy();
  });
});
