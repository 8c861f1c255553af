import { beforeEach, expect, it } from 'vitest';
import { createAccount, randomIp, signIn } from '../auth/auth.test-support';
import { useSmtpCapture } from '../test/smtp-capture';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const TEXT = 'Ganhe dinheiro fácil em http://golpe.example agora mesmo, clique já!';

describeBackends('contact messages and the sender’s privacy', (backend) => {
  const smtp = useSmtpCapture();
  const t = useTestApp(backend, {
    config: () => ({
      smtpUrl: smtp.url,
      rateLimits: relaxedRateLimits,
      contact: { email: 'equipe@gabaritei.test', whatsapp: '5561988887777', perIpLimit: 100 },
    }),
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const send = (email: string, cookie?: string, name = 'Nome Qualquer') =>
    t.api.post(
      '/api/contact/messages',
      { name, email, message: TEXT, honeypot: '' },
      { ip: randomIp(), ...(cookie ? { cookie } : {}) },
    );

  async function exportOf(cookie: string) {
    const res = await t.api.get('/api/me/export', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ contactMessages: { message: string }[] }>().contactMessages;
  }

  async function linkedTo(email: string) {
    const rows = await t.db
      .selectFrom('contact_messages')
      .select('user_id')
      .where('email', '=', email)
      .execute();
    return rows.map((row) => row.user_id);
  }

  it('mails the confirmation without echoing what the visitor typed', async () => {
    const victim = await createAccount(t.db);
    expect((await send(victim.email, undefined, 'Promoção Imperdível')).statusCode).toBe(200);
    const deadline = performance.now() + 10_000;
    while (smtp.messages.length < 2) {
      if (performance.now() > deadline) throw new Error('expected 2 e-mails');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const confirmation = smtp.messages.find((m) => m.envelopeTo[0] === victim.email)!;
    for (const part of [confirmation.text, confirmation.html, confirmation.subject]) {
      expect(part).not.toContain('golpe.example');
      expect(part).not.toContain('Imperdível');
    }
    // The team still reads the whole message.
    const notification = smtp.messages.find((m) => m.envelopeTo[0] === 'equipe@gabaritei.test');
    expect(notification?.text).toContain(TEXT);
  });

  it("files a message typed with someone's address under nobody's data", async () => {
    const victim = await createAccount(t.db);
    const cookie = await signIn(t.api, victim.email, victim.password);
    expect((await send(victim.email)).statusCode).toBe(200);
    const intruder = await createAccount(t.db);
    const intruderCookie = await signIn(t.api, intruder.email, intruder.password);
    expect((await send(victim.email, intruderCookie)).statusCode).toBe(200);

    expect(await linkedTo(victim.email)).toEqual([null, null]);
    expect(await exportOf(cookie)).toEqual([]);
    expect(await exportOf(intruderCookie)).toEqual([]);
  });

  it('links a message to the account signed in with that verified address', async () => {
    const owner = await createAccount(t.db);
    const cookie = await signIn(t.api, owner.email, owner.password);
    expect((await send(owner.email.toUpperCase(), cookie)).statusCode).toBe(200);
    expect(await linkedTo(owner.email)).toEqual([owner.user.id]);
    expect(await exportOf(cookie)).toEqual([expect.objectContaining({ message: TEXT })]);

    // The address must still be verified when the message is stored, not only at sign-in.
    const unverified = await createAccount(t.db);
    const unverifiedCookie = await signIn(t.api, unverified.email, unverified.password);
    await t.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', unverified.user.id)
      .execute();
    expect((await send(unverified.email, unverifiedCookie)).statusCode).toBe(200);
    expect(await linkedTo(unverified.email)).toEqual([null]);
  });
});
