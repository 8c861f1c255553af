import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountProfile } from '@gabaritei/shared';
import { waitForEmails } from '../auth/auth.test-support';
import type { JobQueue } from '../jobs/types';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { getRanking, recomputeNow } from '../ranking/ranking.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { meApi, person, rankedPeople } from './account.test-support';

const NEW_PASSWORD = 'outra-senha-segura-456';

describeBackends('Minha Conta (/api/me)', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const api = t.api;
  const me = meApi(() => t.app);
  const jobs = (): JobQueue<RankingJobs> => t.app.runtime.jobs;

  it('answers 401 to anonymous callers on every route', async () => {
    const calls = [
      me.get('/api/me'),
      me.patch('/api/me', { name: 'Ninguém' }),
      me.post('/api/me/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }),
      me.patch('/api/me/privacy', { rankingDisplay: 'INITIALS' }),
      me.get('/api/me/export'),
      me.delete('/api/me', { password: 'x' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('shows and renames the profile, with the registration rules', async () => {
    const p = await person(t.app, t.db, { name: 'Maria Souza' });
    const profile = (await me.get('/api/me', p.cookie)).json() as AccountProfile;
    expect(profile).toMatchObject({ id: p.id, name: 'Maria Souza', email: p.email });
    expect(profile.rankingDisplay).toBe('FULL_NAME');
    expect(JSON.stringify(profile)).not.toMatch(/password|hash/i);

    const renamed = await me.patch('/api/me', { name: '  Maria Aparecida Souza ' }, p.cookie);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Maria Aparecida Souza' });
    const empty = await me.patch('/api/me', { name: '   ' }, p.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Informe seu nome completo' });
  });

  it('refuses a foreign Origin (CSRF) on every change', async () => {
    const p = await person(t.app, t.db);
    const evil = 'https://evil.example';
    const calls = [
      me.patch('/api/me', { name: 'Hacker' }, p.cookie, evil),
      me.post(
        '/api/me/password',
        { currentPassword: p.password, newPassword: NEW_PASSWORD },
        p.cookie,
        evil,
      ),
      me.patch('/api/me/privacy', { rankingDisplay: 'INITIALS' }, p.cookie, evil),
      me.delete('/api/me', { password: p.password }, p.cookie, evil),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect((await me.get('/api/me', p.cookie)).statusCode).toBe(200);
  });

  it('changes the password and ends the other sessions only', async () => {
    const p = await person(t.app, t.db);
    const other = await api.post('/api/auth/login', { email: p.email, password: p.password });
    const otherCookie = other.cookies.find((c) => c.name === 'gabaritei_sid')!.value;

    const wrong = await me.post(
      '/api/me/password',
      { currentPassword: 'senha-errada-000', newPassword: NEW_PASSWORD },
      p.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect((await me.get('/api/me', otherCookie)).statusCode).toBe(200);

    const short = await me.post(
      '/api/me/password',
      { currentPassword: p.password, newPassword: 'curta' },
      p.cookie,
    );
    expect(short.statusCode).toBe(400);

    const ok = await me.post(
      '/api/me/password',
      { currentPassword: p.password, newPassword: NEW_PASSWORD },
      p.cookie,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me.get('/api/me', p.cookie)).statusCode).toBe(200);
    expect((await me.get('/api/me', otherCookie)).statusCode).toBe(401);
    const oldLogin = await api.post('/api/auth/login', { email: p.email, password: p.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await api.post('/api/auth/login', { email: p.email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);
  });

  it('shows initials in the public ranking, full name to the person', async () => {
    const {
      simulado,
      people: [chosen],
    } = await rankedPeople(t.app, t.db, ['Maria Aparecida Souza', 'João Pereira']);
    const res = await me.patch('/api/me/privacy', { rankingDisplay: 'INITIALS' }, chosen.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rankingDisplay: 'INITIALS' });
    await recomputeNow(jobs(), simulado);

    const anonymous = await getRanking(api, simulado);
    expect(anonymous.rankings.map((r) => r.userName)).toEqual(['M. A. S.', 'João Pereira']);
    const own = await getRanking(api, simulado, '', chosen.cookie);
    expect(own.me).toMatchObject({ userId: chosen.id, userName: 'Maria Aparecida Souza' });
    const invalid = await me.patch('/api/me/privacy', { rankingDisplay: 'NICK' }, chosen.cookie);
    expect(invalid.statusCode).toBe(400);
  });

  it('deletes the account, keeping its ranking position anonymous', async () => {
    const {
      simulado,
      people: [, leaving],
    } = await rankedPeople(t.app, t.db, ['Ana Primeira', 'Bruno Saindo', 'Carla Terceira']);
    await recomputeNow(jobs(), simulado);

    const wrong = await me.delete('/api/me', { password: 'senha-errada-000' }, leaving.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.wrongPassword });

    const res = await me.delete('/api/me', { password: leaving.password }, leaving.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'gabaritei_sid')?.value).toBe('');
    expect((await me.get('/api/me', leaving.cookie)).statusCode).toBe(401);
    const login = await api.post('/api/auth/login', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(login.statusCode).toBe(401);

    await recomputeNow(jobs(), simulado);
    const page = await getRanking(api, simulado);
    expect(page.rankings.map((r) => [r.userName, r.rank])).toEqual([
      ['Ana Primeira', 1],
      [ACCOUNT_MESSAGES.removedParticipant, 2],
      ['Carla Terceira', 3],
    ]);
    expect(JSON.stringify(page)).not.toContain('Bruno');

    const mail = await waitForEmails(t.db, leaving.email);
    expect(mail[0]!.subject).toContain('excluída');
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', leaving.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: ACCOUNT_MESSAGES.removedParticipant, password_hash: '!' });
    expect(row.email).not.toContain(leaving.email);
    // The e-mail is free again for a new account.
    const again = await api.post('/api/auth/register', {
      name: 'Bruno de Novo',
      email: leaving.email,
      password: leaving.password,
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps the last administrator (409), lets another go', async () => {
    // Earlier tests made no administrator: these two are the only ones.
    const a = await person(t.app, t.db, { role: 'ADMIN' });
    const b = await person(t.app, t.db, { role: 'ADMIN' });
    expect((await me.delete('/api/me', { password: a.password }, a.cookie)).statusCode).toBe(200);
    const last = await me.delete('/api/me', { password: b.password }, b.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: ACCOUNT_MESSAGES.lastAdmin });
    expect((await me.get('/api/me', b.cookie)).statusCode).toBe(200);
  });
});
