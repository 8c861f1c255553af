import { expect, it } from 'vitest';
import type { ClassMemberStatus, MySimulado } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  examApi,
  grantAccess,
  MINUTE,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { archiveSimulado, createSimulado, signedIn } from './catalogue.test-support';

describeBackends('GET /api/me/simulados', (backend) => {
  const clock = createFakeClock(new Date('2026-11-26T11:00:00.000Z'));
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  const mine = async (cookie: string): Promise<MySimulado[]> => {
    const res = await t.api.get('/api/me/simulados', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MySimulado[];
  };
  const of = (list: MySimulado[], id: string) => list.find((item) => item.simuladoId === id);

  async function classReleasing(
    name: string,
    email: string,
    ids: string[],
    status: ClassMemberStatus,
  ) {
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    const { id } = await t.db
      .insertInto('classes')
      .values({ teacher_id: teacher.id, name, max_students: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('class_students').values({ class_id: id, email, status }).execute();
    for (const simuladoId of ids)
      await t.db
        .insertInto('class_simulados')
        .values({ class_id: id, simulado_id: simuladoId })
        .execute();
  }

  it('asks who is calling', async () => {
    const res = await t.api.get('/api/me/simulados');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: expect.any(String) });
  });

  it('names the accepted classes that released a simulado, and nothing for invitations', async () => {
    const released = await createSimulado(t.db, { priceCents: 2990 });
    const student = await signedIn(t.api, t.db);
    await classReleasing('Turma Noturna', student.email.toUpperCase(), [released], 'ACCEPTED');
    await classReleasing('Turma Sábado', student.email, [released], 'ACCEPTED');
    await classReleasing('Turma Convite', student.email, [released], 'INVITED');
    await classReleasing('Turma Recusada', student.email, [released], 'DECLINED');

    expect(of(await mine(student.cookie), released)).toEqual({
      simuladoId: released,
      purchased: false,
      releasedBy: ['Turma Noturna', 'Turma Sábado'],
      inProgressUntil: null,
      hasOfficialResult: false,
    });
    // Another student sees none of it.
    const other = await signedIn(t.api, t.db);
    expect(await mine(other.cookie)).toEqual([]);
  });

  it('marks purchases, and leaves archived simulados out', async () => {
    const bought = await createSimulado(t.db, { priceCents: 0 });
    const archived = await createSimulado(t.db, { priceCents: 0 });
    const student = await signedIn(t.api, t.db);
    for (const id of [bought, archived])
      await t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie });
    await archiveSimulado(t.db, archived);

    const list = await mine(student.cookie);
    expect(of(list, bought)).toMatchObject({ purchased: true, releasedBy: [] });
    expect(of(list, archived)).toBeUndefined();
  });

  it('says her extra time on a simulado, and nobody else’s', async () => {
    const id = await createSimulado(t.db, { priceCents: 0 });
    const student = await signedIn(t.api, t.db);
    const other = await signedIn(t.api, t.db);
    await t.db
      .insertInto('simulado_accommodations')
      .values({
        simulado_id: id,
        user_id: student.id,
        extra_minutes: 40,
        reason: 'Laudo médico',
        granted_by: null,
        granted_at: clock.now(),
      })
      .execute();
    expect(of(await mine(student.cookie), id)).toMatchObject({ extraMinutes: 40 });
    expect(await mine(other.cookie)).toEqual([]);
  });

  it('says until when an official attempt runs, and forgets it once submitted', async () => {
    const id = await createSimulado(t.db, { durationMinutes: 90 });
    const student = await signedIn(t.api, t.db);
    await grantAccess(t.db, student.id, id);
    const exam = examApi(t.api);
    const session = await startSession(exam, student.cookie, id);
    const expected = new Date(clock.now().getTime() + 90 * MINUTE).toISOString();
    expect(session.expiresAt).toBe(expected);
    expect(of(await mine(student.cookie), id)?.inProgressUntil).toBe(expected);

    expect(of(await mine(student.cookie), id)?.hasOfficialResult).toBe(false);

    await submitSession(exam, student.cookie, session.id);
    expect(of(await mine(student.cookie), id)).toMatchObject({
      inProgressUntil: null,
      hasOfficialResult: true,
    });
  });
});
