import { expect, it } from 'vitest';
import { EXAM_DEADLINE_EVENT, SAVE_GRACE_MS, type Accommodation } from '@gabaritei/shared';
import {
  MINUTE,
  T0,
  candidate,
  countResults,
  createSimulado,
  expectError,
  signedIn,
  startSession,
  useExamSuite,
  finaliserDepsOf,
} from '../exam/exam.test-support';
import { createExpirer, sweepExpiredSessions } from '../exam/expiry';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import { describeBackends } from '../test/support';

const url = (id: string) => `/api/admin/simulados/${id}/accommodations`;

describeBackends('extra time (tempo adicional)', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);
  const open = useSocketClients(t);
  const deps = () => finaliserDepsOf(t, clock);

  /** An official simulado of 60 minutes, open from T0 for 90 minutes, key after the end. */
  async function official() {
    const simulado = await createSimulado(t.db, {
      questions: 3,
      durationMinutes: 60,
      startDate: T0,
      endDate: new Date(T0.getTime() + 90 * MINUTE),
    });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    return { simulado, admin };
  }

  it('moves her running session, its expiry and her screen; everybody else ends as before', async () => {
    const { simulado, admin } = await official();
    const other = await candidate(t.api, t.db, simulado);
    const her = await candidate(t.api, t.db, simulado);
    clock.set(new Date(T0.getTime() + 60 * MINUTE));
    const otherSession = await startSession(exam, other.cookie, simulado);
    const session = await startSession(exam, her.cookie, simulado);
    // Capped by the end: 30 minutes left for both.
    expect(session.expiresAt).toBe(new Date(T0.getTime() + 90 * MINUTE).toISOString());

    const socket = await open(her.cookie);
    const pushed = new Promise<unknown>((resolve) => socket.once(EXAM_DEADLINE_EVENT, resolve));
    await ping(socket);
    const res = await t.api.put(
      url(simulado),
      { email: her.email, extraMinutes: 60, reason: 'Lactante (edital, item 5.3)' },
      { cookie: admin.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const herDeadline = new Date(T0.getTime() + 150 * MINUTE).toISOString();
    expect(res.json()).toMatchObject({ extraMinutes: 60, sessionExpiresAt: herDeadline });
    expect(await pushed).toMatchObject({
      sessionId: session.id,
      expiresAt: herDeadline,
      extraMinutes: 60,
    });

    // The end for everybody else: the other session expires, hers stays.
    clock.set(new Date(T0.getTime() + 90 * MINUTE + SAVE_GRACE_MS + 1));
    expect(await sweepExpiredSessions(deps())).toBe(1);
    expect(await countResults(t.db, { simuladoId: simulado, userId: other.id })).toBe(1);
    expect(await createExpirer(deps()).expire(session.id)).toBe(false);
    const active = await exam.active(her.cookie, simulado);
    expect(active.json()).toMatchObject({ id: session.id, status: 'IN_PROGRESS' });
    expect((await exam.mode(her.cookie, simulado)).json()).toMatchObject({ mode: 'EXAM' });

    // The key waits for her: the review of the other candidate shows no key yet.
    const otherReview = await exam.review(other.cookie, otherSession.id);
    expect(otherReview.body).not.toContain('"correctOption"');

    // Her own deadline: now she expires, and the key is out after it.
    clock.set(new Date(T0.getTime() + 150 * MINUTE + SAVE_GRACE_MS + 1));
    expect(await createExpirer(deps()).expire(session.id)).toBe(true);
    expect((await exam.review(other.cookie, otherSession.id)).body).toContain('"correctOption"');
  });

  it('gives her duration and window on a start after the grant', async () => {
    const { simulado, admin } = await official();
    const her = await candidate(t.api, t.db, simulado);
    const put = await t.api.put(
      url(simulado),
      { email: her.email.toUpperCase(), extraMinutes: 45, reason: 'Laudo médico' },
      { cookie: admin.cookie },
    );
    expect(put.statusCode, put.body).toBe(200);
    clock.set(new Date(T0.getTime() + 10 * MINUTE));
    const session = await startSession(exam, her.cookie, simulado);
    expect(session.expiresAt).toBe(new Date(T0.getTime() + 115 * MINUTE).toISOString());
    const list = (
      await t.api.get(url(simulado), { cookie: admin.cookie })
    ).json() as Accommodation[];
    expect(list).toMatchObject([{ email: her.email, extraMinutes: 45, reason: 'Laudo médico' }]);
    // Removal while she writes would cut her time: refused.
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `${url(simulado)}/${her.id}`,
      cookies: { gabaritei_sid: admin.cookie },
    });
    expectError(removal, 409, 'CONFLICT');
  });

  it('refuses bad input and non-admins, changing nothing', async () => {
    const { simulado, admin } = await official();
    const her = await candidate(t.api, t.db, simulado);
    const bad = [
      { email: her.email, extraMinutes: 0, reason: 'Laudo' },
      { email: her.email, extraMinutes: 241, reason: 'Laudo' },
      { email: her.email, extraMinutes: 1.5, reason: 'Laudo' },
      { email: her.email, extraMinutes: 30, reason: '' },
      { email: 'ninguem@example.com', extraMinutes: 30, reason: 'Laudo' },
    ];
    for (const body of bad) {
      const res = await t.api.put(url(simulado), body, { cookie: admin.cookie });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect((res.json() as { message: string }).message).toMatch(/[a-zç]/);
    }
    const student = await t.api.put(
      url(simulado),
      { email: her.email, extraMinutes: 30, reason: 'Laudo' },
      { cookie: her.cookie },
    );
    expect(student.statusCode).toBe(403);
    const rows = await t.db
      .selectFrom('simulado_accommodations')
      .selectAll()
      .where('simulado_id', '=', simulado)
      .execute();
    expect(rows).toEqual([]);
    const held = await t.db
      .selectFrom('simulados')
      .select('key_hold_until')
      .where('id', '=', simulado)
      .executeTakeFirstOrThrow();
    expect(held.key_hold_until).toBeNull();
  });
});
