import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, HUMAN_TEXT_MESSAGES as M } from '@gabaritei/shared';
import { meApi } from '../account/account.test-support';
import { adminApi } from '../admin/admin.test-support';
import { createAccount, randomIp, signIn, uniqueEmail } from '../auth/auth.test-support';
import { randomUuid, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

/** Names that read like another, or like nothing, refused by every route that takes one. */
describeBackends('hostile names, long texts and dates through the API', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  const expect400 = (res: { statusCode: number; body: string }, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 400, message });
  };

  async function userNamed(email: string) {
    return t.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirst();
  }

  it('refuses invisible characters in a name at registration, in Minha Conta and from an admin', async () => {
    const register = (name: string, email = uniqueEmail()) =>
      t.api.post('/api/auth/register', { name, email, password: 'senha-segura-123' });
    const email = uniqueEmail();
    expect400(await register('Estudante s1\u200B', email), M.nameInvisible);
    expect400(await register('Ana\u0007'), M.nameInvisible);
    expect400(await register('\u0301\u0301\u0301'), M.nameWithoutLetter);
    expect(await userNamed(email)).toBeUndefined();

    const me = await signedIn(t.api, t.db);
    const patch = (name: string) => meApi(t.app).patch('/api/me', { name }, me.cookie);
    expect400(await patch('Ana\u200FSouza'), M.nameInvisible);
    expect400(await patch('Ana\u061C'), M.nameInvisible);
    expect400(await patch('\uFEFFAna'), M.nameInvisible);
    expect400(await patch('Ana\tSouza'), M.nameInvisible);
    expect((await userNamed(me.email))?.name).toBe('Pessoa de Teste');

    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const created = await adminApi(t.app).post(
      '/api/admin/users/teacher',
      { name: 'Professora\u200B', email: uniqueEmail(), password: 'senha-segura-123' },
      admin.cookie,
    );
    expect400(created, M.nameInvisible);
  });

  it('stores a name composed (NFC)', async () => {
    const me = await signedIn(t.api, t.db);
    const res = await meApi(t.app).patch(
      '/api/me',
      { name: 'Jose\u0301 Conceic\u0327a\u0303o' },
      me.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await userNamed(me.email))?.name).toBe('José Conceição');
  });

  it('refuses an appeal and a contact message that show nothing', async () => {
    const student = await createAccount(t.db);
    const cookie = await signIn(t.api, student.email, student.password);
    const url = `/api/simulados/${randomUuid()}/questions/${randomUuid()}/appeals`;
    expect400(await t.api.post(url, { text: '\u200B'.repeat(30) }, { cookie }), M.textInvisible);
    const contact = await t.api.post(
      '/api/contact/messages',
      { name: 'Ana Souza', email: uniqueEmail(), message: 'Olá\u200B, tudo bem?', honeypot: '' },
      { ip: randomIp() },
    );
    expect400(contact, M.textInvisible);
  });

  it('refuses a simulado date the calendar lacks, and stores nothing', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const api = adminApi(t.app);
    const title = `Simulado de 31 de fevereiro ${randomUuid()}`;
    const created = await api.post(
      '/api/admin/simulados',
      { title, price: 0, startDate: '2026-02-31T00:00:00Z' },
      admin.cookie,
    );
    expect400(created, ADMIN_MESSAGES.dateInvalid);
    const stored = await t.db
      .selectFrom('simulados')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(stored).toEqual([]);

    const id = await api.createSimulado(admin.cookie, { title: `${title} (válido)` });
    const edited = await api.patch(
      `/api/admin/simulados/${id}`,
      { endDate: '2026-04-31T10:00:00-03:00' },
      admin.cookie,
    );
    expect400(edited, ADMIN_MESSAGES.dateInvalid);
  });
});
