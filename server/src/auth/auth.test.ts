import { expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { sessionCookieOf, tokenFrom, uniqueEmail, waitForEmails } from './auth.test-support';

describeBackends('accounts', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  const countUsers = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  it('registers, verifies, signs in, answers /me and signs out', async () => {
    const email = uniqueEmail('carla');
    const reg = await t.api.post('/api/auth/register', {
      name: ' Carla Candidata ',
      email,
      password: 'senha-forte-1',
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ message: AUTH_MESSAGES.registered });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Carla Candidata',
      role: 'STUDENT',
      email_verified_at: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await waitForEmails(t.db, email);
    expect(mail!.subject).toContain('Gabaritei');
    expect(mail!.text_body).toContain(`${t.config.publicUrl}/#/verify-email?token=`);
    expect(mail!.html_body).toContain('Carla');
    const token = tokenFrom(mail!);
    // Only the token's hash is stored.
    const stored = await t.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', row.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const early = await t.api.post('/api/auth/login', { email, password: 'senha-forte-1' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      statusCode: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: AUTH_MESSAGES.emailNotVerified,
    });

    const verify = await t.api.get(`/api/auth/verify-email?token=${token}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'E-mail verificado com sucesso!' });
    const again = await t.api.get(`/api/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: AUTH_MESSAGES.verificationTokenInvalid,
    });

    const login = await t.api.post('/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'senha-forte-1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      user: { id: row.id, name: 'Carla Candidata', email, role: 'STUDENT' },
    });
    const cookie = sessionCookieOf(login)!.value;

    const me = await t.api.get('/api/auth/me', { cookie });
    expect(me.json()).toEqual({ id: row.id, name: 'Carla Candidata', email, role: 'STUDENT' });

    const logout = await t.api.post('/api/auth/logout', undefined, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(sessionCookieOf(logout)?.value).toBe('');
    const after = await t.api.get('/api/auth/me', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: AUTH_MESSAGES.unauthenticated,
    });
    expect((await t.api.post('/api/auth/logout')).statusCode).toBe(200);
  });

  it('answers a taken e-mail, in any case or spacing, as a new one and tells its owner', async () => {
    const email = uniqueEmail('duplo');
    const first = await t.api.post('/api/auth/register', {
      name: 'Ana',
      email,
      password: 'senha-forte-1',
    });
    const [verification] = await waitForEmails(t.db, email, 1);
    const dup = await t.api.post('/api/auth/register', {
      name: 'Outra Ana',
      email: `  ${email.toUpperCase()}\t`,
      password: 'outra-senha-2',
    });
    // Nothing in the answer tells which addresses have accounts.
    expect(dup.statusCode).toBe(first.statusCode);
    expect(dup.body).toBe(first.body);
    expect(dup.statusCode).toBe(201);
    expect(await countUsers(email)).toBe(1);

    // The owner hears of it, with no link that could take the account over.
    const [, notice] = await waitForEmails(t.db, email, 2);
    expect(notice!.subject).toBe('Tentativa de criar conta no Gabaritei');
    expect(notice!.text_body).toContain('Alguém tentou criar uma conta');
    expect(notice!.text_body).toContain('/#/forgot-password');
    expect(notice!.text_body).not.toMatch(/token=/);
    // The first registration stands: its link verifies it, its password signs in.
    const token = tokenFrom(verification!);
    expect((await t.api.get(`/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
    const login = await t.api.post('/api/auth/login', { email, password: 'senha-forte-1' });
    expect(login.statusCode).toBe(200);
    const stranger = await t.api.post('/api/auth/login', { email, password: 'outra-senha-2' });
    expect(stranger.statusCode).toBe(401);
  });

  it('creates one account from 20 concurrent registrations of one e-mail', async () => {
    const email = uniqueEmail('corrida');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api.post('/api/auth/register', {
          name: `Pessoa ${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: 'senha-forte-1',
        }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(201);
    expect(await countUsers(email)).toBe(1);
    const mails = await waitForEmails(t.db, email, 20);
    const links = mails.filter((m) => m.subject.startsWith('Confirme seu e-mail'));
    expect(links).toHaveLength(1);
  });

  it('answers validation errors in pt-BR from the shared schemas', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        '/api/auth/register',
        { name: 'Ana', email: uniqueEmail(), password: 'curta' },
        AUTH_MESSAGES.passwordTooShort,
      ],
      [
        '/api/auth/register',
        { name: 'Ana', email: 'não-é-email', password: 'senha-forte-1' },
        AUTH_MESSAGES.invalidEmail,
      ],
      [
        '/api/auth/register',
        { name: '   ', email: uniqueEmail(), password: 'senha-forte-1' },
        AUTH_MESSAGES.nameRequired,
      ],
      ['/api/auth/login', { email: '', password: '' }, AUTH_MESSAGES.emptyFields],
      ['/api/auth/forgot-password', { email: 'x' }, AUTH_MESSAGES.invalidEmail],
      [
        '/api/auth/reset-password',
        { token: '', newPassword: 'senha-forte-1' },
        AUTH_MESSAGES.resetTokenInvalid,
      ],
    ];
    for (const [url, body, message] of cases) {
      const res = await t.api.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    }
    const missing = await t.api.get('/api/auth/verify-email');
    expect(missing.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: AUTH_MESSAGES.verificationTokenMissing,
    });
  });
});
