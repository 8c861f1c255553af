import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymous, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailPage', () => {
  it('needs a token', async () => {
    const { calls } = mockApi(anonymous);
    renderRoute('/verify-email');
    expect(await screen.findByText('Token de verificação não encontrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir para o login' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/auth/verify-email'))).toBe(false);
  });

  it('verifies once under StrictMode and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({
      ...anonymous,
      'GET /api/auth/verify-email': { status: 200, body: { message: 'E-mail confirmado!' } },
    });
    const { path } = renderRoute('/verify-email?token=abc%2B1', { strict: true });

    expect(await screen.findByText('E-mail confirmado!')).toBeTruthy();
    expect(screen.getByText('Redirecionando para o login em 3 segundos...')).toBeTruthy();
    const verifyCalls = calls.filter((c) => c.path.startsWith('/api/auth/verify-email'));
    expect(verifyCalls).toEqual([
      { method: 'GET', path: '/api/auth/verify-email?token=abc%2B1', body: undefined },
    ]);

    act(() => void vi.advanceTimersByTime(2_900));
    expect(path()).toBe('/verify-email');
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('defaults the success text when the server sends none', async () => {
    mockApi({ ...anonymous, 'GET /api/auth/verify-email': { status: 200, body: {} } });
    renderRoute('/verify-email?token=t');
    expect(await screen.findByText('E-mail verificado com sucesso!')).toBeTruthy();
  });

  it("shows the server's error, else the fallback, with a button to /login", async () => {
    mockApi({
      ...anonymous,
      'GET /api/auth/verify-email': {
        status: 400,
        body: { statusCode: 400, code: 'INVALID_TOKEN', message: 'Link inválido ou expirado.' },
      },
    });
    const { user, path } = renderRoute('/verify-email?token=old');
    expect(await screen.findByText('Link inválido ou expirado.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }));
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('falls back when the call fails without a message', async () => {
    mockApi({ ...anonymous, 'GET /api/auth/verify-email': { status: 500, body: 'oops' } });
    renderRoute('/verify-email?token=t');
    expect(await screen.findByText('Erro ao verificar e-mail. Tente novamente.')).toBeTruthy();
  });
});
