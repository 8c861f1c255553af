import { expect, it } from 'vitest';
import { EXAM_DEADLINE_EVENT, SAVE_GRACE_MS } from '@gabaritei/shared';
import {
  MINUTE,
  T0,
  candidate,
  createSimulado,
  signedIn,
  startSession,
  useExamSuite,
  finaliserDepsOf,
} from '../exam/exam.test-support';
import { createExpirer } from '../exam/expiry';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import { describeBackends } from '../test/support';

const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

describeBackends('extending a simulado with attempts', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);
  const open = useSocketClients(t);
  const deps = () => finaliserDepsOf(t, clock);
  const patch = (id: string, body: object, cookie: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/simulados/${id}`,
      payload: body,
      cookies: { gabaritei_sid: cookie },
    });

  /** A 60-minute simulado open T0..T0+90, one candidate started at T0+40 (capped at T0+90). */
  async function running() {
    const simulado = await createSimulado(t.db, {
      questions: 2,
      durationMinutes: 60,
      startDate: T0,
      endDate: at(90),
    });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const student = await candidate(t.api, t.db, simulado);
    clock.set(at(40));
    const session = await startSession(exam, student.cookie, simulado);
    expect(session.expiresAt).toBe(at(90).toISOString());
    return { simulado, admin, student, session };
  }

  const stored = async (id: string) =>
    t.db
      .selectFrom('simulados')
      .select(['duration_minutes', 'end_date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('moves the sessions in progress, their expiry and the screen, and keeps the audit', async () => {
    const { simulado, admin, student, session } = await running();
    const socket = await open(student.cookie);
    const pushed = new Promise<unknown>((resolve) => socket.once(EXAM_DEADLINE_EVENT, resolve));
    await ping(socket);
    const res = await patch(
      simulado,
      { endDate: at(120).toISOString(), durationMinutes: 70, reason: 'Queda de energia às 12h40' },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Started at T0+40 with 70 minutes: T0+110, within the new end.
    expect(await pushed).toMatchObject({ sessionId: session.id, expiresAt: at(110).toISOString() });
    clock.set(new Date(at(90).getTime() + SAVE_GRACE_MS + 1));
    expect(await createExpirer(deps()).expire(session.id)).toBe(false);
    expect((await exam.active(student.cookie, simulado)).json()).toMatchObject({
      expiresAt: at(110).toISOString(),
    });
    clock.set(new Date(at(110).getTime() + SAVE_GRACE_MS + 1));
    expect(await createExpirer(deps()).expire(session.id)).toBe(true);
    const audit = await t.db
      .selectFrom('simulado_time_audit')
      .selectAll()
      .where('simulado_id', '=', simulado)
      .execute();
    expect(audit).toMatchObject([
      { kind: 'EXTENSION', actor_id: admin.id, reason: 'Queda de energia às 12h40' },
    ]);
  });

  it('refuses shortening, a missing reason and the start, changing nothing', async () => {
    const { simulado, admin, session } = await running();
    const before = await stored(simulado);
    const refused: [object, number][] = [
      [{ endDate: at(80).toISOString(), reason: 'Encerrar antes' }, 409],
      [{ durationMinutes: 50, reason: 'Encerrar antes' }, 409],
      [{ endDate: null, reason: 'Sem fim' }, 409],
      [{ endDate: at(120).toISOString() }, 400],
      [{ endDate: at(120).toISOString(), reason: '  ' }, 400],
      [{ startDate: at(5).toISOString(), endDate: at(120).toISOString(), reason: 'Mudar' }, 409],
    ];
    for (const [body, status] of refused) {
      const res = await patch(simulado, body, admin.cookie);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { message: string }).message).toMatch(/[a-zç]/);
    }
    expect(await stored(simulado)).toEqual(before);
    expect((await exam.active(admin.cookie, simulado)).statusCode).not.toBe(500);
    const live = await t.db
      .selectFrom('exam_sessions')
      .select('expires_at')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(live.expires_at.toISOString()).toBe(at(90).toISOString());
    expect(
      await t.db
        .selectFrom('simulado_time_audit')
        .selectAll()
        .where('simulado_id', '=', simulado)
        .execute(),
    ).toEqual([]);
  });
});
