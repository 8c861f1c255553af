import { expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { archiveSimulado, createSimulado, randomUuid, signedIn } from './catalogue.test-support';
import { grantAccess } from '../exam/exam.test-support';

const SUMMARY_KEYS = [
  'answerKeyRelease',
  'description',
  'durationMinutes',
  'endDate',
  'format',
  'id',
  'isPracticeOnly',
  'price',
  'questionCount',
  'scoring',
  'startDate',
  'subject',
  'title',
].sort();
const PUBLIC_QUESTION_KEYS = [
  'baseTextId',
  'id',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionE',
  'subject',
  'text',
  'weight',
];
const DAY = 24 * 60 * 60 * 1000;

describeBackends('catalogue', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it('lists open simulados as summaries, in a stable order', async () => {
    const now = clock.now().getTime();
    const later = await createSimulado(t.db, {
      title: 'Bravo',
      priceCents: 2990,
      durationMinutes: null,
      startDate: new Date(now + 2 * DAY),
      endDate: new Date(now + 3 * DAY),
      questions: 4,
    });
    const sooner = await createSimulado(t.db, {
      title: 'Delta',
      startDate: new Date(now + DAY),
      endDate: new Date(now + 2 * DAY),
    });
    const undatedB = await createSimulado(t.db, { title: 'Charlie', subject: null });
    const undatedA = await createSimulado(t.db, {
      title: 'Alfa',
      isPracticeOnly: true,
      questions: 0,
    });
    const archived = await createSimulado(t.db, { title: 'Arquivado', archived: true });

    const res = await t.api.get('/api/simulados');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    for (const item of list) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
    const ids = list.map((s) => s.id);
    expect(ids).not.toContain(archived);
    // By start date (undated last), then title.
    expect(ids.filter((id) => [later, sooner, undatedA, undatedB].includes(id as string))).toEqual([
      sooner,
      later,
      undatedA,
      undatedB,
    ]);
    expect((await t.api.get('/api/simulados')).json()).toEqual(list);

    expect(list.find((s) => s.id === later)).toEqual({
      id: later,
      title: 'Bravo',
      subject: 'Direito Constitucional',
      description: 'Prova de treino.',
      price: 29.9,
      durationMinutes: 90,
      isPracticeOnly: false,
      questionCount: 4,
      startDate: new Date(now + 2 * DAY).toISOString(),
      endDate: new Date(now + 3 * DAY).toISOString(),
      answerKeyRelease: 'AFTER_END',
      format: 'ABCD',
      scoring: 'STANDARD',
    });
    expect(list.find((s) => s.id === undatedA)).toMatchObject({
      price: 0,
      durationMinutes: 60,
      isPracticeOnly: true,
      questionCount: 0,
      startDate: null,
      endDate: null,
    });
    expect(list.find((s) => s.id === undatedB)).toMatchObject({ subject: null });
  });

  it('answers the detail without the answer key, questions in position order', async () => {
    const id = await createSimulado(t.db, { title: 'Detalhe', priceCents: 1500, questions: 3 });
    const student = await signedIn(t.api, t.db);
    // The paper only to who may sit it: a buyer; the others get the metadata.
    await grantAccess(t.db, student.id, id);
    for (const cookie of [undefined, student.cookie]) {
      const res = await t.api.get(`/api/simulados/${id}`, { cookie });
      if (!cookie) {
        expect(res.json()).toMatchObject({ questionCount: 3, questions: [] });
        continue;
      }
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(Object.keys(detail).sort()).toEqual(
        [...SUMMARY_KEYS, 'baseTexts', 'questions'].sort(),
      );
      expect(detail).toMatchObject({ id, title: 'Detalhe', price: 15, questionCount: 3 });
      expect(detail.questions.map((q: { text: string }) => q.text)).toEqual([
        'Questão 1',
        'Questão 2',
        'Questão 3',
      ]);
      for (const q of detail.questions) expect(Object.keys(q).sort()).toEqual(PUBLIC_QUESTION_KEYS);
      expect(detail.questions[0]).toMatchObject({
        optionA: 'Alternativa A',
        optionD: 'Alternativa D',
        subject: 'Português',
      });
      // A question without a disciplina takes the simulado's.
      expect(detail.questions[1].subject).toBe('Direito Constitucional');
    }
  });

  it('gives the ADMIN the key and the explanation', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const res = await t.api.get(`/api/simulados/${id}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.questions).toHaveLength(2);
    expect(detail.questions[0]).toMatchObject({
      text: 'Questão 1',
      correctOption: 'B',
      explanation: expect.stringContaining('comentário da questão 1'),
    });
    expect(Object.keys(detail.questions[1]).sort()).toEqual(
      [
        ...PUBLIC_QUESTION_KEYS,
        'correctOption',
        'explanation',
        'annulledReason',
        'keyChangedReason',
      ].sort(),
    );
    // Teachers are not admins: no key for them either.
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    await grantAccess(t.db, teacher.id, id);
    const asTeacher = (await t.api.get(`/api/simulados/${id}`, { cookie: teacher.cookie })).json();
    expect(asTeacher.questions[0]).toHaveProperty('text');
    expect(asTeacher.questions[0]).not.toHaveProperty('correctOption');
  });

  it('answers 400 for a malformed id and 404 for unknown or archived', async () => {
    const malformed = await t.api.get('/api/simulados/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: CATALOGUE_MESSAGES.invalidSimuladoId,
    });

    const notFound = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: CATALOGUE_MESSAGES.simuladoNotFound,
    };
    const unknown = await t.api.get(`/api/simulados/${randomUuid()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);

    const id = await createSimulado(t.db);
    await archiveSimulado(t.db, id);
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    for (const cookie of [undefined, admin.cookie]) {
      const archived = await t.api.get(`/api/simulados/${id}`, { cookie });
      expect(archived.statusCode).toBe(404);
      expect(archived.json()).toEqual(notFound);
    }
  });
});
