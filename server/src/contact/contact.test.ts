import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from '@gabaritei/shared';
import {
  apiClient,
  buildAuthTestApp,
  createAccount,
  randomIp,
  signIn,
  uniqueEmail,
  type ApiClient,
} from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { startSmtpCapture } from '../test/smtp-capture';
import { testBackends, type TestApp } from '../test/support';

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

describe.each(testBackends())('contact messages on $name', ({ name, available }) => {
  const clock = createFakeClock();
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  beforeAll(async () => {
    if (!available) return;
    smtp = await startSmtpCapture();
    t = await buildAuthTestApp({
      backend: name,
      clock,
      config: {
        smtpUrl: smtp.url,
        contact: { email: CONTACT_EMAIL, whatsapp: '5561988887777', perIpLimit: 3 },
      },
    });
    api = apiClient(t.app);
    db = t.app.runtime.db;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    if (smtp) smtp.messages.length = 0;
  });

  async function storedFrom(email: string) {
    return db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  }

  async function waitForMails(count: number) {
    const deadline = performance.now() + 10_000;
    while (smtp.messages.length < count) {
      if (performance.now() > deadline) throw new Error(`expected ${count} e-mails`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return smtp.messages;
  }

  it.skipIf(!available)(
    'stores a valid message, mails the sender a confirmation and the team a notification',
    async () => {
      const body = validMessage({ email: ' Ana.Contato@Example.com ', name: ' Ana <b>Souza</b> ' });
      const res = await api.post('/api/contact/messages', body, { ip: randomIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });

      const [row] = await storedFrom('ana.contato@example.com');
      expect(row).toMatchObject({ name: 'Ana <b>Souza</b>', message: body.message });

      const mails = await waitForMails(2);
      const confirmation = mails.find((m) => m.envelopeTo[0] === 'ana.contato@example.com');
      const notification = mails.find((m) => m.envelopeTo[0] === CONTACT_EMAIL);
      expect(confirmation?.subject).toBe('Recebemos sua mensagem — Gabaritei');
      expect(confirmation?.text).toContain('Olá, Ana!');
      expect(confirmation?.text).toContain(body.message);
      expect(notification?.subject).toBe('Nova mensagem de contato de Ana <b>Souza</b>');
      expect(notification?.text).toContain('E-mail: ana.contato@example.com');
      // The sender's name is user input: escaped in HTML.
      expect(notification?.html).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
      expect(notification?.html).not.toContain('<b>Souza');
    },
  );

  it.skipIf(!available)(
    'refuses every broken rule with a pt-BR 400 and stores nothing',
    async () => {
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
        const res = await api.post('/api/contact/messages', body, { ip: randomIp() });
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
    },
  );

  it.skipIf(!available)('answers success to a filled honeypot and stores nothing', async () => {
    const body = validMessage({ honeypot: 'https://compre-seguidores.example' });
    const res = await api.post('/api/contact/messages', body, { ip: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await storedFrom(body.email)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toEqual([]);
  });

  it.skipIf(!available)('limits each IP, with a pt-BR 429, until the window ends', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/contact/messages', validMessage(), { ip });
      expect(res.statusCode).toBe(200);
    }
    const body = validMessage();
    const limited = await api.post('/api/contact/messages', body, { ip });
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
      (await api.post('/api/contact/messages', validMessage(), { ip: randomIp() })).statusCode,
    ).toBe(200);
    clock.advance(t.config.rateLimits.windowMs + 1000);
    expect((await api.post('/api/contact/messages', validMessage(), { ip })).statusCode).toBe(200);
  });

  it.skipIf(!available)('serves the configured direct channels', async () => {
    const res = await api.get('/api/contact/channels');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: CONTACT_EMAIL, whatsapp: '5561988887777' });
  });

  it.skipIf(!available)('lists messages to admins only, newest first, in pages', async () => {
    const anonymous = await api.get('/api/admin/contact-messages');
    expect(anonymous.statusCode).toBe(401);
    const student = await createAccount(db, { role: 'STUDENT' });
    const studentCookie = await signIn(api, student.email, student.password);
    const denied = await api.get('/api/admin/contact-messages', { cookie: studentCookie });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem permissão para acessar este recurso.');

    await db.deleteFrom('contact_messages').execute();
    for (let i = 1; i <= 3; i++) {
      clock.advance(60_000);
      await api.post('/api/contact/messages', validMessage({ name: `Pessoa ${i}` }), {
        ip: randomIp(),
      });
    }
    const admin = await createAccount(db, { role: 'ADMIN' });
    const cookie = await signIn(api, admin.email, admin.password);
    const first = await api.get('/api/admin/contact-messages?page=1&pageSize=2', { cookie });
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
    const second = await api.get('/api/admin/contact-messages?page=2&pageSize=2', { cookie });
    expect(second.json().items.map((m: { name: string }) => m.name)).toEqual(['Pessoa 1']);
    const bad = await api.get('/api/admin/contact-messages?pageSize=1000', { cookie });
    expect(bad.statusCode).toBe(400);
  });
});
