import { expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  CLASS_MESSAGES,
  classRankingSchema,
  type ClassDetail,
} from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import { describeBackends } from '../test/support';
import {
  createSimulado,
  expectError,
  insertResult,
  markAccepted,
  randomUuid,
  useClassSuite,
} from './classes.test-support';

describeBackends('class results and ranking', (backend) => {
  const { clock, t, teacher } = useClassSuite(backend);

  const student = async (personName: string) =>
    (await createAccount(t.db, { name: personName })).user;

  /** An OFFICIAL (or PRACTICE) result with a score and a time. */
  async function result(
    userId: string,
    simuladoId: string,
    score: number,
    durationSeconds: number,
    attemptType: 'OFFICIAL' | 'PRACTICE' = 'OFFICIAL',
    completedAt = new Date('2026-11-23T11:00:00.000Z'),
  ) {
    const id = await insertResult(t.db, { userId, simuladoId, completedAt, score, attemptType });
    await t.db
      .updateTable('results')
      .set({ duration_seconds: durationSeconds })
      .where('id', '=', id)
      .execute();
  }

  it('shows participation, mean, and class and general positions per simulado', async () => {
    const simulado = await createSimulado(t.db, { title: 'Simulado TRT' });
    const notTaken = await createSimulado(t.db, { title: 'Simulado INSS' });
    const [ana, bia, caio, duda, outsider1, outsider2, invited] = await Promise.all(
      ['Ana', 'Bia', 'Caio', 'Duda', 'Fora Um', 'Fora Dois', 'Convidada'].map(student),
    );
    const klass = await teacher.createClass('Turma Resultados');
    for (const person of [ana!, bia!, caio!, duda!]) await teacher.enrol(klass.id, person.email);
    await markAccepted(
      t.db,
      klass.id,
      [ana!, bia!, caio!, duda!].map((p) => p.email),
    );
    // Invited but not accepted: neither e-mail shows in results or standings.
    await teacher.enrol(klass.id, 'sem.conta@example.com');
    await teacher.enrol(klass.id, invited!.email);
    await teacher.release(klass.id, simulado);
    clock.advance(1000);
    await teacher.release(klass.id, notTaken);

    // General field: outsider1 90 (1st); ana 80 in 100 s and bia 80 in 100 s tie (2nd);
    // outsider2 80 in 200 s (4th); caio 50 (5th). Duda did not take it.
    await result(outsider1!.id, simulado, 90, 300);
    await result(ana!.id, simulado, 80, 100);
    await result(bia!.id, simulado, 80, 100);
    await result(outsider2!.id, simulado, 80, 200);
    await result(caio!.id, simulado, 50, 50);
    await result(invited!.id, simulado, 100, 10);
    // Practice attempts never displace an official one.
    await result(caio!.id, simulado, 100, 10, 'PRACTICE');

    const res = await teacher.get(`/api/teacher/classes/${klass.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ClassDetail>();
    expect(detail).toMatchObject({ name: 'Turma Resultados', currentStudents: 6 });
    const [taken, untaken] = detail.results;
    expect(taken).toMatchObject({
      simuladoId: simulado,
      title: 'Simulado TRT',
      participants: 3,
      enrolled: 4,
      classAverage: 70,
      generalParticipants: 6,
    });
    expect(
      taken!.students.map((s) => [s.name, s.score, s.classRank, s.generalRank, s.attemptType]),
    ).toEqual([
      ['Ana', 80, 1, 3, 'OFFICIAL'],
      ['Bia', 80, 1, 3, 'OFFICIAL'],
      ['Caio', 50, 3, 6, 'OFFICIAL'],
      ['Duda', null, null, null, null],
    ]);
    expect(taken!.students.map((s) => s.email)).not.toContain('sem.conta@example.com');
    expect(taken!.students.map((s) => s.email)).not.toContain(invited!.email);
    expect(untaken).toMatchObject({
      simuladoId: notTaken,
      participants: 0,
      classAverage: null,
      generalParticipants: 0,
    });

    const ranking = await teacher.get(`/api/teacher/classes/${klass.id}/ranking/${simulado}`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(classRankingSchema.parse(ranking.json())).toEqual({
      simuladoId: simulado,
      simuladoTitle: 'Simulado TRT',
      isAvailable: true,
      message: null,
      participants: 3,
      average: 70,
      rankings: [
        { userId: ana!.id, userName: 'Ana', rank: 1, score: 80 },
        { userId: bia!.id, userName: 'Bia', rank: 1, score: 80 },
        { userId: caio!.id, userName: 'Caio', rank: 3, score: 50 },
      ],
      me: null,
    });
    const empty = await teacher.get(`/api/teacher/classes/${klass.id}/ranking/${notTaken}`);
    expect(empty.json()).toMatchObject({
      participants: 0,
      average: 0,
      rankings: [],
      message: CLASS_MESSAGES.noResults,
    });
  });

  it('counts the first practice attempt when there is no official one', async () => {
    const practiceOnly = await createSimulado(t.db, { isPracticeOnly: true });
    const eva = await student('Eva');
    const klass = await teacher.createClass('Turma Prática');
    await teacher.enrol(klass.id, eva.email);
    await markAccepted(t.db, klass.id, [eva.email]);
    await teacher.release(klass.id, practiceOnly);
    await result(eva.id, practiceOnly, 40, 600, 'PRACTICE', new Date('2026-11-23T09:00:00Z'));
    await result(eva.id, practiceOnly, 90, 300, 'PRACTICE', new Date('2026-11-23T12:00:00Z'));
    const detail = (await teacher.get(`/api/teacher/classes/${klass.id}`)).json<ClassDetail>();
    expect(detail.results[0]!.students[0]).toMatchObject({
      name: 'Eva',
      attemptType: 'PRACTICE',
      score: 40,
      classRank: 1,
      generalRank: null,
    });
  });

  it('answers 404 for a simulado not released to the class', async () => {
    const klass = await teacher.createClass('Turma Sem Liberação');
    const simulado = await createSimulado(t.db);
    for (const id of [simulado, randomUuid()])
      expectError(
        await teacher.get(`/api/teacher/classes/${klass.id}/ranking/${id}`),
        404,
        CATALOGUE_MESSAGES.simuladoNotFound,
      );
    expectError(await teacher.get(`/api/teacher/classes/${klass.id}/ranking/x`), 400);
    expectError(
      await teacher.get(`/api/teacher/classes/${randomUuid()}/ranking/${simulado}`),
      404,
      CLASS_MESSAGES.classNotFound,
    );
  });
});
