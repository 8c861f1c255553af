import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_EXAM_KEY } from '@gabaritei/shared';
import { anonymous, mockApi, signedInAs } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

const student = { id: 'u1', name: 'Maria Souza', email: 'maria@example.com', role: 'STUDENT' };

async function fillAndSubmit(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

afterEach(() => {
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('alerts on empty fields and calls nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls } = mockApi(anonymous);
    const { user } = renderRoute('/login');

    await fillAndSubmit(user, 'maria@example.com', '');

    expect(alert).toHaveBeenCalledWith('Campos vazios não são permitidos!');
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(0);
  });

  it("shows 'Email ou senha inválidos' on 401", async () => {
    mockApi({
      ...anonymous,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Credenciais' },
      },
    });
    const { user } = renderRoute('/login');

    await fillAndSubmit(user, 'maria@example.com', 'errada123');

    expect(await screen.findByText('Email ou senha inválidos')).toBeTruthy();
  });

  it('offers to resend the verification e-mail when the account is not verified', async () => {
    const { calls } = mockApi({
      ...anonymous,
      'POST /api/auth/login': {
        status: 403,
        body: { statusCode: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Verifique seu e-mail.' },
      },
      'POST /api/auth/resend-verification': {
        status: 200,
        body: { message: 'Se houver uma conta, enviaremos um novo link.' },
      },
    });
    const { user } = renderRoute('/login');

    await fillAndSubmit(user, 'maria@example.com', 'segredo123');
    expect(await screen.findByText('Verifique seu e-mail.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de verificação' }));

    expect(await screen.findByText('Se houver uma conta, enviaremos um novo link.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/resend-verification')?.body).toEqual({
      email: 'maria@example.com',
    });
  });

  it('goes to the dashboard after a plain login', async () => {
    const { calls } = mockApi({
      ...anonymous,
      'POST /api/auth/login': { status: 200, body: { user: student } },
    });
    const { user, path } = renderRoute('/login');

    await fillAndSubmit(user, ' maria@example.com ', 'segredo123');

    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeTruthy();
    expect(path()).toBe('/dashboard');
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'maria@example.com',
      password: 'segredo123',
    });
  });

  it('consumes a pending simulado and goes to /simulated', async () => {
    sessionStorage.setItem(PENDING_EXAM_KEY, 'sim-7');
    mockApi({ ...anonymous, 'POST /api/auth/login': { status: 200, body: { user: student } } });
    const { user, path, router } = renderRoute('/login');

    await fillAndSubmit(user, 'maria@example.com', 'segredo123');

    await waitFor(() => expect(path()).toBe('/simulated'));
    expect(router.state.location.state).toEqual({ autoSelectSimuladoId: 'sim-7' });
    expect(sessionStorage.getItem(PENDING_EXAM_KEY)).toBeNull();
  });

  it('sends someone already signed in to the dashboard', async () => {
    mockApi(signedInAs('STUDENT'));
    const { path } = renderRoute('/login');
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  // Each role lands on its own screen, never on one it cannot use.
  it.each([
    ['TEACHER', '/teacher-dashboard'],
    ['ADMIN', '/admin-panel'],
  ] as const)('lands a %s on %s after a login, and when already signed in', async (role, to) => {
    mockApi({
      ...anonymous,
      'POST /api/auth/login': { status: 200, body: { user: { ...student, role } } },
    });
    const { user, path } = renderRoute('/login');
    await fillAndSubmit(user, 'maria@example.com', 'segredo123');
    await waitFor(() => expect(path()).toBe(to));

    mockApi(signedInAs(role));
    const again = renderRoute('/login');
    await waitFor(() => expect(again.path()).toBe(to));
  });

  it('links to the recovery and registration screens', async () => {
    mockApi(anonymous);
    const { user, path } = renderRoute('/login');
    expect(
      (await screen.findByRole('link', { name: 'Esqueceu sua senha?' })).getAttribute('href'),
    ).toBe('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));
    await waitFor(() => expect(path()).toBe('/create-account'));
  });
});
