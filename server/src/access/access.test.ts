import { expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, type ClassMemberStatus } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { createSimulado, randomUuid, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { hasAccess } from './access';

describeBackends('access', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  const accessOf = async (cookie: string, simuladoId: string) => {
    const res = await t.api.get(`/api/purchases/access/${simuladoId}`, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as { hasAccess: boolean };
  };

  /** A teacher's class with these enrolments and released simulados, straight in the tables. */
  async function createClass(values: {
    emails: string[];
    simuladoIds: string[];
    status?: ClassMemberStatus;
  }) {
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    const { id } = await t.db
      .insertInto('classes')
      .values({ teacher_id: teacher.id, name: 'Turma A', max_students: 20 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const email of values.emails)
      await t.db
        .insertInto('class_students')
        .values({ class_id: id, email, status: values.status ?? 'ACCEPTED' })
        .execute();
    for (const simuladoId of values.simuladoIds)
      await t.db
        .insertInto('class_simulados')
        .values({ class_id: id, simulado_id: simuladoId })
        .execute();
    return id;
  }

  it('is granted by a purchase, to the buyer only', async () => {
    const id = await createSimulado(t.db, { priceCents: 2990 });
    const buyer = await signedIn(t.api, t.db);
    const other = await signedIn(t.api, t.db);
    expect(await accessOf(buyer.cookie, id)).toEqual({ hasAccess: false });
    await t.api.post('/api/purchases', { simuladoId: id }, { cookie: buyer.cookie });
    expect(await accessOf(buyer.cookie, id)).toEqual({ hasAccess: true });
    expect(await accessOf(other.cookie, id)).toEqual({ hasAccess: false });
    // Being an ADMIN grants nothing by itself.
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    expect(await accessOf(admin.cookie, id)).toEqual({ hasAccess: false });
  });

  it('is granted by a class release, matching the e-mail in any case', async () => {
    const released = await createSimulado(t.db, { priceCents: 5000 });
    const notReleased = await createSimulado(t.db, { priceCents: 5000 });
    const enrolled = await signedIn(t.api, t.db);
    const outsider = await signedIn(t.api, t.db);
    await createClass({ emails: [enrolled.email.toUpperCase()], simuladoIds: [released] });
    // Another class releases the second simulado, but the student is not in it.
    await createClass({ emails: [outsider.email], simuladoIds: [notReleased] });

    expect(await accessOf(enrolled.cookie, released)).toEqual({ hasAccess: true });
    expect(await accessOf(enrolled.cookie, notReleased)).toEqual({ hasAccess: false });
    expect(await accessOf(outsider.cookie, released)).toEqual({ hasAccess: false });
    expect(await accessOf(outsider.cookie, notReleased)).toEqual({ hasAccess: true });
    // An invitation not accepted, or declined, grants nothing.
    for (const status of ['INVITED', 'DECLINED'] as const) {
      const invited = await signedIn(t.api, t.db);
      await createClass({ emails: [invited.email], simuladoIds: [released], status });
      expect(await accessOf(invited.cookie, released)).toEqual({ hasAccess: false });
    }

    // The rule itself, as the exam and teacher areas call it.
    expect(await hasAccess(t.db, { id: enrolled.id, email: enrolled.email }, released)).toBe(true);
    expect(
      await hasAccess(
        t.db,
        { id: enrolled.id, email: ` ${enrolled.email.toUpperCase()}` },
        released,
      ),
    ).toBe(true);
    expect(
      await hasAccess(t.db, { id: randomUuid(), email: 'ninguem@example.com' }, released),
    ).toBe(false);
    // Usable inside a transaction (PGlite has a single connection: it must use the trx).
    await t.db.transaction().execute(async (trx) => {
      expect(await hasAccess(trx, enrolled, released)).toBe(true);
    });
  });

  it('answers false for an unknown simulado and 400 for a malformed id', async () => {
    const student = await signedIn(t.api, t.db);
    expect(await accessOf(student.cookie, randomUuid())).toEqual({ hasAccess: false });
    const res = await t.api.get('/api/purchases/access/nao-e-uuid', { cookie: student.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: CATALOGUE_MESSAGES.invalidSimuladoId,
    });
  });
});
