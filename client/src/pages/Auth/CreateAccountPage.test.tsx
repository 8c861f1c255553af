import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymous, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(label), value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Criar Conta' }));

describe('CreateAccountPage', () => {
  it('requires all four fields, and typing clears the error', async () => {
    const { calls } = mockApi(anonymous);
    const { user } = renderRoute('/create-account');

    await fill(user, { 'Nome Completo': 'Maria' });
    await submit(user);
    expect(await screen.findByText('Todos os campos são obrigatórios')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'm');
    expect(screen.queryByText('Todos os campos são obrigatórios')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/register')).toHaveLength(0);
  });

  it("prefills the e-mail of a class invitation's link", async () => {
    mockApi(anonymous);
    renderRoute('/create-account?email=nova.aluna%40example.com');
    const field = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(field.value).toBe('nova.aluna@example.com');
  });

  it('checks password length, then the confirmation', async () => {
    mockApi(anonymous);
    const { user } = renderRoute('/create-account');
    expect((await screen.findByLabelText('Senha')).getAttribute('placeholder')).toBe(
      'Mínimo 8 caracteres',
    );

    await fill(user, {
      'Nome Completo': 'Maria',
      'E-mail': 'maria@example.com',
      Senha: '1234567',
      'Confirmar Senha': '1234567',
    });
    await submit(user);
    expect(await screen.findByText('A senha deve ter no mínimo 8 caracteres')).toBeTruthy();

    await user.type(screen.getByLabelText('Senha'), '8');
    await submit(user);
    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
  });

  it('registers and confirms with a link to /login', async () => {
    const { calls } = mockApi({
      ...anonymous,
      'POST /api/auth/register': { status: 201, body: { message: 'Conta criada!' } },
    });
    const { user } = renderRoute('/create-account');

    await fill(user, {
      'Nome Completo': ' Maria Souza ',
      'E-mail': 'maria@example.com',
      Senha: 'segredo123',
      'Confirmar Senha': 'segredo123',
    });
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Conta Criada com Sucesso!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.com',
      password: 'segredo123',
    });
  });

  it("shows the server's message, else the fallback", async () => {
    mockApi({
      ...anonymous,
      // A taken e-mail answers like a new one; a refusal is a limit, say.
      'POST /api/auth/register': {
        status: 429,
        body: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
        },
      },
    });
    const { user } = renderRoute('/create-account');
    await fill(user, {
      'Nome Completo': 'Maria',
      'E-mail': 'maria@example.com',
      Senha: 'segredo123',
      'Confirmar Senha': 'segredo123',
    });
    await submit(user);
    expect(
      await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
    ).toBeTruthy();
  });
});
