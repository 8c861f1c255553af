import { expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createSimulado, insertResult } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { meApi, person, type Person } from './account.test-support';

/** Every kind of record the platform keeps about a person, written as the areas write them. */
async function seedEverything(db: Db, who: Person, teacherId: string, tag: string) {
  const simulado = await createSimulado(db, { title: `Simulado ${tag}` });
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'position'])
    .where('simulado_id', '=', simulado)
    .orderBy('position')
    .execute();
  await db
    .insertInto('purchases')
    .values({
      user_id: who.id,
      simulado_id: simulado,
      price_cents: 1990,
      provider: 'simulated',
      purchased_at: new Date(),
    })
    .execute();
  const official = await insertResult(db, {
    userId: who.id,
    simuladoId: simulado,
    completedAt: new Date(),
  });
  await db
    .insertInto('result_answers')
    .values(
      questions.map((q) => ({
        result_id: official,
        question_id: q.id,
        selected_option: 'A' as const,
        is_correct: q.position === 1,
      })),
    )
    .execute();
  await insertResult(db, {
    userId: who.id,
    simuladoId: simulado,
    completedAt: new Date(),
    attemptType: 'PRACTICE',
  });
  await db
    .insertInto('report_files')
    .values({ result_id: official, pdf: new Uint8Array([37, 80, 68, 70]) })
    .execute();
  const other = await createSimulado(db, { title: `Em andamento ${tag}` });
  const session = await db
    .insertInto('exam_sessions')
    .values({
      user_id: who.id,
      simulado_id: other,
      status: 'IN_PROGRESS',
      started_at: new Date(),
      expires_at: new Date(Date.now() + 3600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherQuestion = await db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', other)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('session_answers')
    .values({
      session_id: session.id,
      question_id: otherQuestion.id,
      selected_option: 'C',
      client_seq: 1,
      saved_at: new Date(),
    })
    .execute();
  await db
    .insertInto('session_flags')
    .values({
      session_id: session.id,
      question_id: otherQuestion.id,
      marked: true,
      struck: 'AB',
      updated_at: new Date(),
    })
    .execute();
  const klass = await db
    .insertInto('classes')
    .values({ teacher_id: teacherId, name: `Turma ${tag}`, max_students: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('class_students').values({ class_id: klass.id, email: who.email }).execute();
  await db
    .insertInto('contact_messages')
    .values({
      name: who.user.name,
      email: who.email.toUpperCase(),
      user_id: who.user.id,
      message: `Mensagem ${tag}`,
      ip: '10.0.0.1',
    })
    .execute();
  return { simulado, official, session: session.id, klass: klass.id };
}

describeBackends('Baixar meus dados (/api/me/export)', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const me = meApi(() => t.app);

  it('holds every kind of record of the person, and nothing of anyone else', async () => {
    const teacher = await person(t.app, t.db, { name: 'Professora Tereza', role: 'TEACHER' });
    const who = await person(t.app, t.db, { name: 'Maria Exporta' });
    const stranger = await person(t.app, t.db, { name: 'Estranho Outro' });
    const mine = await seedEverything(t.db, who, teacher.id, 'MEU');
    const theirs = await seedEverything(t.db, stranger, teacher.id, 'DELES');

    const res = await me.get('/api/me/export', who.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gabaritei-meus-dados-${day}.json"`,
    );
    const data = res.json() as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ id: who.id, name: 'Maria Exporta', email: who.email });
    expect(data.purchases).toEqual([
      expect.objectContaining({ simuladoId: mine.simulado, priceCents: 1990 }),
    ]);
    expect(data.attempts).toHaveLength(2);
    expect(data.attempts).toContainEqual(
      expect.objectContaining({
        resultId: mine.official,
        attemptType: 'OFFICIAL',
        answers: [
          { question: 1, selectedOption: 'A', isCorrect: true },
          { question: 2, selectedOption: 'A', isCorrect: false },
          { question: 3, selectedOption: 'A', isCorrect: false },
        ],
      }),
    );
    expect(data.examSessions).toEqual([
      expect.objectContaining({
        id: mine.session,
        status: 'IN_PROGRESS',
        savedAnswers: [{ question: 1, selectedOption: 'C' }],
        reviewFlags: [{ question: 1, marked: true, struck: 'AB' }],
      }),
    ]);
    expect(data.reports).toContainEqual(
      expect.objectContaining({ resultId: mine.official, pdfRenderedAt: expect.any(String) }),
    );
    expect(data.classMemberships).toEqual([
      expect.objectContaining({
        classId: mine.klass,
        teacherName: 'Professora Tereza',
        status: 'INVITED',
        respondedAt: null,
      }),
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Mensagem MEU' })]);
    expect(data.signInSessions).toHaveLength(1);

    for (const foreign of [
      stranger.id,
      stranger.email,
      'Estranho',
      'DELES',
      theirs.official,
      theirs.session,
    ])
      expect(res.body, `${foreign} leaked`).not.toContain(foreign);
    for (const secret of [who.password, who.cookie, 'password', 'hash', 'token'])
      expect(res.body.toLowerCase(), `${secret} leaked`).not.toContain(secret.toLowerCase());
  });

  it('lists a teacher\u2019s own classes', async () => {
    const teacher = await person(t.app, t.db, { name: 'Professor Paulo', role: 'TEACHER' });
    const student = await person(t.app, t.db);
    const { klass } = await seedEverything(t.db, student, teacher.id, 'T');
    const data = (await me.get('/api/me/export', teacher.cookie)).json() as {
      classesTaught: unknown[];
    };
    expect(data.classesTaught).toEqual([expect.objectContaining({ id: klass, students: 1 })]);
  });
});
