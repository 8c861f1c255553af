import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CODES, TEXT_MESSAGES } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import { buildWorld, inject, snapshot, type Call, type World } from './world.test-support';

const NUL = '\u0000';

/** The twelve places where a NUL once gave a 500, as calls of a principal. */
function nulCalls(w: World): Array<[string, Call]> {
  const admin = w.accounts.admin.cookie;
  const teacher = w.accounts.teacherOwner.cookie;
  const simulado = (values: Record<string, unknown>): Call => ({
    method: 'POST',
    url: '/api/admin/simulados',
    cookie: admin,
    payload: { title: 'Simulado', price: 0, ...values },
  });
  const csv = (csvContent: string): Call => ({
    method: 'POST',
    url: `/api/admin/simulados/${w.otherSimuladoId}/questions/csv`,
    cookie: admin,
    payload: { csvContent },
  });
  const contact = { name: 'Ana Souza', email: 'ana@example.com', message: 'Olá, equipe!' };
  return [
    [
      'register.name',
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Ana${NUL}`, email: 'nova@example.com', password: 'senha-segura-1' },
      },
    ],
    [
      'login.email',
      { method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@b.co`, password: 'x' } },
    ],
    [
      'contact name',
      { method: 'POST', url: '/api/contact/messages', payload: { ...contact, name: `Ana${NUL}` } },
    ],
    [
      'contact message',
      {
        method: 'POST',
        url: '/api/contact/messages',
        payload: { ...contact, message: `Olá${NUL}, equipe` },
      },
    ],
    [
      'class name',
      { method: 'POST', url: '/api/classes', cookie: teacher, payload: { name: `T${NUL}` } },
    ],
    [
      'student DELETE path',
      {
        method: 'DELETE',
        url: `/api/classes/${w.classOwnerId}/students/a%00b@example.com`,
        cookie: teacher,
      },
    ],
    [
      'admin user name',
      {
        method: 'POST',
        url: '/api/admin/users/student',
        cookie: admin,
        payload: { name: `Bia${NUL}`, email: 'bia.nul@example.com', password: 'senha-segura-1' },
      },
    ],
    ['simulado title', simulado({ title: `Título${NUL}` })],
    ['simulado subject', simulado({ subject: `Direito${NUL}` })],
    ['simulado description', simulado({ description: `Descrição${NUL}` })],
    ['CSV text', csv(`Questão${NUL} 1,A,B,C,D,A`)],
    ['CSV options', csv(`Questão 1,A${NUL},B,C,D,A`)],
  ];
}

describeBackends('hostile input', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(backend);
  }, 120_000);
  afterAll(async () => w?.close());

  async function expectRefused(call: Call, message: string = TEXT_MESSAGES.unsafeText) {
    const before = await snapshot(w.db);
    const res = await inject(w.app, call);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: ERROR_CODES.VALIDATION, message });
    expect(await snapshot(w.db)).toEqual(before);
  }

  it('refuses a NUL in each of the twelve places with 400', async () => {
    for (const [place, call] of nulCalls(w)) await expectRefused(call).catch(rethrowAs(place));
  });

  it('refuses lone surrogates and bidi controls in a name', async () => {
    for (const bad of ['\uD83D', '\uDE00', '\u202E', '\u202A', '\u2066', '\u2069']) {
      await expectRefused({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Ana${bad}`, email: 'nova@example.com', password: 'senha-segura-1' },
      }).catch(rethrowAs(JSON.stringify(bad)));
    }
  });

  it('refuses simulado dates outside 1970–2100 with 400', async () => {
    for (const date of ['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z']) {
      for (const field of ['startDate', 'endDate']) {
        await expectRefused(
          {
            method: 'POST',
            url: '/api/admin/simulados',
            cookie: w.accounts.admin.cookie,
            payload: { title: 'Datas', price: 0, [field]: date },
          },
          TEXT_MESSAGES.dateOutOfRange,
        ).catch(rethrowAs(`${field}=${date}`));
      }
    }
  });

  it('refuses unsafe text in a query string too', async () => {
    await expectRefused({ method: 'GET', url: '/api/auth/verify-email?token=abc%E2%80%AE' });
  });
});

function rethrowAs(label: string) {
  return (error: unknown): never => {
    if (error instanceof Error) error.message = `${label}: ${error.message}`;
    throw error;
  };
}
