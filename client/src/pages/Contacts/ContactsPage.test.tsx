import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '@gabaritei/shared';
import { anonymous, deferredReply, json, mockApi } from '../../test/mockApi';
import { renderRoute } from '../../test/render';

const channels = {
  'GET /api/contact/channels': {
    status: 200,
    body: { email: 'fale@gabaritei.test', whatsapp: '5521988887777' },
  },
};

type User = ReturnType<typeof renderRoute>['user'];

async function fillForm(user: User, values: { name: string; email: string; message: string }) {
  if (values.name) await user.type(await screen.findByLabelText(/^Nome/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^E-mail/), values.email);
  if (values.message) await user.type(screen.getByLabelText(/^Mensagem/), values.message);
}

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  message: 'Quando sai o próximo simulado?',
};

describe('ContactsPage', () => {
  it('links the configured e-mail and WhatsApp number', async () => {
    mockApi({ ...anonymous, ...channels });
    renderRoute('/contacts');
    const mail = await screen.findByRole('link', { name: 'fale@gabaritei.test' });
    expect(mail.getAttribute('href')).toBe('mailto:fale@gabaritei.test');
    const whatsapp = screen.getByRole('link', { name: /\+55 \(21\) 98888-7777/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5521988887777');
    expect(document.title).toBe('Contato | Gabaritei');
  });

  it('checks the shared rules before sending, and typing clears a field error', async () => {
    const { calls } = mockApi({ ...anonymous, ...channels });
    const { user } = renderRoute('/contacts');
    await fillForm(user, { name: 'A', email: 'ana@', message: 'Oi' });
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(M.nameLength)).toBeTruthy();
    expect(screen.getByText(M.emailInvalid)).toBeTruthy();
    expect(screen.getByText(M.messageLength)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/contact/messages')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Nome/), 'na');
    await waitFor(() => expect(screen.queryByText(M.nameLength)).toBeNull());
  });

  it('disables the fields while sending, then shows both success texts', async () => {
    const pending = deferredReply();
    const { calls } = mockApi({
      ...anonymous,
      ...channels,
      'POST /api/contact/messages': () => pending.reply(),
    });
    const { user } = renderRoute('/contacts');
    await fillForm(user, valid);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    await waitFor(() => expect(screen.getByLabelText(/^Nome/).hasAttribute('disabled')).toBe(true));
    expect(screen.getByLabelText(/^E-mail/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Mensagem/).hasAttribute('disabled')).toBe(true);
    expect(calls.find((c) => c.path === '/api/contact/messages')?.body).toEqual({
      ...valid,
      honeypot: '',
    });

    pending.release(json(200, { success: true }));
    expect(await screen.findByText(M.successTitle)).toBeTruthy();
    expect(screen.getByText(M.successDetail)).toBeTruthy();
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('');

    // Typing clears the banner.
    await user.type(screen.getByLabelText(/^Nome/), 'B');
    await waitFor(() => expect(screen.queryByText(M.successTitle)).toBeNull());
  });

  it("shows the server's message, else the fallback; typing clears it", async () => {
    let answer: { status: number; body: object } = {
      status: 429,
      body: { statusCode: 429, message: M.rateLimited },
    };
    mockApi({ ...anonymous, ...channels, 'POST /api/contact/messages': () => answer });
    const { user } = renderRoute('/contacts');
    await fillForm(user, valid);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(M.rateLimited)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Mensagem/), '!');
    await waitFor(() => expect(screen.queryByText(M.rateLimited)).toBeNull());

    answer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText(M.sendFailed)).toBeTruthy();
  });
});
