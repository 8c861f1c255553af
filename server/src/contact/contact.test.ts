import { beforeEach, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '@gabaritei/shared';
import { createAccount, randomIp, signIn, uniqueEmail } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { useSmtpCapture } from '../test/smtp-capture';
import { describeBackends, useTestApp } from '../test/support';

const CONTACT_EMAIL = 'equipe@gabaritei.test';

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana Souza',
    email: uniqueEmail('ana'),
    message: 'Gostaria de saber quando sai o próximo simulado da Receita.',
    honeypot: '',
    ...overrides,
  };
}

describeBackends('contact messages', (backend) => {
  const clock = createFakeClock();
  const smtp = useSmtpCapture();
  const t = useTestApp(backend, {
    clock,
    config: () => ({
      smtpUrl: smtp.url,
      contact: { email: CONTACT_EMAIL, whatsapp: '5561988887777', perIpLimit: 3 },
    }),
  });
  beforeEach(() => {
    if (smtp) smtp.messages.length = 0;
  });

  async function storedFrom(email: string) {
    return t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  }

  async function waitForMails(count: number) {
    const deadline = performance.now() + 10_000;
    while (smtp.messages.length < count) {
      if (performance.now() > deadline) throw new Error(`expected ${count} e-mails`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return smtp.messages;
  }

  it('stores a valid message, mails the sender a confirmation and the team a notification', async () => {
    const body = validMessage({ email: ' Ana.Contato@Example.com ', name: ' Ana <b>Souza</b> ' });
    const res = await t.api.post('/api/contact/messages', body, { ip: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [row] = await storedFrom('ana.contato@example.com');
    expect(row).toMatchObject({ name: 'Ana <b>Souza</b>', message: body.message });

    const mails = await waitForMails(2);
    const confirmation = mails.find((m) => m.envelopeTo[0] === 'ana.contato@example.com');
    const notification = mails.find((m) => m.envelopeTo[0] === CONTACT_EMAIL);
    expect(confirmation?.subject).toBe('Recebemos sua mensagem — Gabaritei');
    expect(confirmation?.text).toContain('Recebemos sua mensagem');
    expect(confirmation?.text).not.toContain(body.message);
    expect(notification?.subject).toBe('Nova mensagem de contato de Ana <b>Souza</b>');
    expect(notification?.text).toContain('E-mail: ana.contato@example.com');
    // The sender's name is user input: escaped in HTML.
    expect(notification?.html).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
    expect(notification?.html).not.toContain('<b>Souza');
  });

  it('refuses every broken rule with a pt-BR 400 and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'A' }, M.nameLength],
      [{ name: 'A'.repeat(121) }, M.nameLength],
      [{ name: undefined }, M.nameRequired],
      [{ email: 'sem-arroba' }, M.emailInvalid],
      [{ email: undefined }, M.emailInvalid],
      [{ message: 'Oi' }, M.messageLength],
      [{ message: 'x'.repeat(4001) }, M.messageLength],
      [{ message: 42 }, M.messageRequired],
    ];
    for (const [overrides, message] of cases) {
      const body = validMessage(overrides);
      const res = await t.api.post('/api/contact/messages', body, { ip: randomIp() });
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
      if (typeof body.email === 'string') expect(await storedFrom(body.email)).toEqual([]);
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/contact/messages',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toEqual([]);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const body = validMessage({ honeypot: 'https://compre-seguidores.example' });
    const res = await t.api.post('/api/contact/messages', body, { ip: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await storedFrom(body.email)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toEqual([]);
  });

  it('limits each IP, with a pt-BR 429, until the window ends', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.api.post('/api/contact/messages', validMessage(), { ip });
      expect(res.statusCode).toBe(200);
    }
    const body = validMessage();
    const limited = await t.api.post('/api/contact/messages', body, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: M.rateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(body.email)).toEqual([]);
    // Another address is not affected.
    expect(
      (await t.api.post('/api/contact/messages', validMessage(), { ip: randomIp() })).statusCode,
    ).toBe(200);
    clock.advance(t.config.rateLimits.windowMs + 1000);
    expect((await t.api.post('/api/contact/messages', validMessage(), { ip })).statusCode).toBe(
      200,
    );
  });

  it('serves the configured direct channels', async () => {
    const res = await t.api.get('/api/contact/channels');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: CONTACT_EMAIL, whatsapp: '5561988887777' });
  });

  it('lists messages to admins only, newest first, in pages', async () => {
    const anonymous = await t.api.get('/api/admin/contact-messages');
    expect(anonymous.statusCode).toBe(401);
    const student = await createAccount(t.db, { role: 'STUDENT' });
    const studentCookie = await signIn(t.api, student.email, student.password);
    const denied = await t.api.get('/api/admin/contact-messages', { cookie: studentCookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem permissão para acessar este recurso.');

    await t.db.deleteFrom('contact_messages').execute();
    for (let i = 1; i <= 3; i++) {
      clock.advance(60_000);
      await t.api.post('/api/contact/messages', validMessage({ name: `Pessoa ${i}` }), {
        ip: randomIp(),
      });
    }
    const admin = await createAccount(t.db, { role: 'ADMIN' });
    const cookie = await signIn(t.api, admin.email, admin.password);
    const first = await t.api.get('/api/admin/contact-messages?page=1&pageSize=2', { cookie });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((m: { name: string }) => m.name)).toEqual(['Pessoa 3', 'Pessoa 2']);
    expect(Object.keys(page.items[0]).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'message',
      'name',
    ]);
    const second = await t.api.get('/api/admin/contact-messages?page=2&pageSize=2', { cookie });
    expect(second.json().items.map((m: { name: string }) => m.name)).toEqual(['Pessoa 1']);
    const bad = await t.api.get('/api/admin/contact-messages?pageSize=1000', { cookie });
    expect(bad.statusCode).toBe(400);
  });
});
