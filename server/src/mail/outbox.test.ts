import { afterAll, beforeAll, expect, it } from 'vitest';
import { OUTBOX_MESSAGES, outboxSchema } from '@gabaritei/shared';
import { randomIp, uniqueEmail, waitForEmails } from '../auth/auth.test-support';
import { signedIn } from '../simulados/catalogue.test-support';
import { startSmtpCapture } from '../test/smtp-capture';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

describeBackends('the admins’ outbox without SMTP', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('lists a newcomer’s verification e-mail with its link, which verifies her', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const email = uniqueEmail('recem');
    const registered = await t.api.post(
      '/api/auth/register',
      { name: 'Ana Recém', email, password: 'senha-forte-1' },
      { ip: randomIp() },
    );
    expect(registered.statusCode).toBe(201);
    await waitForEmails(t.db, email);

    const res = await t.api.get('/api/admin/outbox', { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const mine = outboxSchema.parse(res.json()).emails.filter((e) => e.to === email);
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    expect(mail!.subject).toMatch(/e-mail/i);
    expect(mail!.links).toHaveLength(1);
    const token = new URL(mail!.links[0]!.replace('/#/', '/')).searchParams.get('token');
    expect(token).toBeTruthy();
    expect(mail!.text).toContain(mail!.links[0]);

    const verified = await t.api.get(`/api/auth/verify-email?token=${token}`);
    expect(verified.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });

  it('is for ADMINs only: 401 signed out, 403 for a teacher or a student', async () => {
    expect((await t.api.get('/api/admin/outbox')).statusCode).toBe(401);
    for (const role of ['STUDENT', 'TEACHER'] as const) {
      const who = await signedIn(t.api, t.db, role);
      const res = await t.api.get('/api/admin/outbox', { cookie: who.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });
});

describeBackends('the admins’ outbox with SMTP configured', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => smtp?.close());
  const t = useTestApp(backend, { config: () => ({ smtpUrl: smtp.url }) });

  it('is not there: 404 with a pt-BR message, even for an ADMIN', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const res = await t.api.get('/api/admin/outbox', { cookie: admin.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: OUTBOX_MESSAGES.smtpConfigured,
    });
  });
});
