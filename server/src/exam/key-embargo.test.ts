import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { SAVE_GRACE_MS, keyEmbargoMessage } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  HOUR,
  MINUTE,
  candidate,
  createSimulado,
  examApi,
  expectError,
  questionsOf,
  signedIn,
  startSession,
} from './exam.test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const START = new Date(T0.getTime() + HOUR);
const END = new Date(T0.getTime() + 3 * HOUR);
const RELEASE = new Date(END.getTime() + SAVE_GRACE_MS);

/** What may not leave before the release: key fields and the explanations' text. */
const KEY_TRACES = [SECRET_MARK, '"correctOption"', '"isCorrect"', '"explanation"'];

/**
 * The key-embargo scan (issue 14): a full official attempt and another account's practice
 * under AFTER_END, every HTTP body recorded from before the start to after end + grace.
 */
describeBackends('key embargo', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);
  let simuladoId: string;
  const before: LightMyRequestResponse[] = [];
  const record = (res: LightMyRequestResponse) => (before.push(res), res);

  beforeAll(async () => {
    simuladoId = await createSimulado(t.db, {
      priceCents: 4990,
      questions: 4,
      startDate: START,
      endDate: END,
    });
  });

  it('keeps the key from every non-admin body until end + grace, and gives it after', async () => {
    const sitter = await candidate(t.api, t.db, simuladoId);
    const other = await candidate(t.api, t.db, simuladoId);
    const questions = await questionsOf(t.db, simuladoId);

    clock.set(new Date(START.getTime() + MINUTE));
    const session = await startSession(exam, sitter.cookie, simuladoId);
    expect(session.questions?.map((q) => q.text)).toEqual([
      'Questão 1',
      'Questão 2',
      'Questão 3',
      'Questão 4',
    ]);
    for (const q of questions)
      record(
        await exam.save(sitter.cookie, session.id, { questionId: q.id, selectedOption: q.correct }),
      );
    const submitted = record(await exam.submit(sitter.cookie, session.id));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().result).toMatchObject({
      score: 100,
      rank: 1,
      answers: [],
      questions: [],
      keyReleasesAt: RELEASE.toISOString(),
    });
    record(await exam.review(sitter.cookie, session.id));
    const answers = record(await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter));
    expectError(answers, 409, 'KEY_EMBARGOED');
    expect(answers.json().message).toBe(keyEmbargoMessage(RELEASE));
    record(await t.api.get(`/api/reports/student/${sitter.id}/available`, sitter));
    expect(
      record(await t.api.get(`/api/reports/student/${sitter.id}/simulado/${simuladoId}`, sitter))
        .statusCode,
    ).toBe(409);
    record(await t.api.get(`/api/result/${sitter.id}`, sitter));

    // At the end, and up to the last instant of the grace: practice would be an oracle.
    const practice = (who: { cookie: string }) =>
      t.api.post(
        '/api/answers',
        {
          simuladoId,
          answers: questions.map((q) => ({ questionId: q.id, selectedOption: q.correct })),
        },
        who,
      );
    for (const at of [END, new Date(RELEASE.getTime() - 1)]) {
      clock.set(at);
      expectError(record(await practice(other)), 409, 'KEY_EMBARGOED');
      record(await exam.review(sitter.cookie, session.id));
      record(await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter));
      record(await t.api.get(`/api/reports/student/${other.id}/available`, other));
    }
    for (const res of before) for (const trace of KEY_TRACES) expect(res.body).not.toContain(trace);

    clock.set(RELEASE);
    const after = [
      await practice(other),
      await exam.review(sitter.cookie, session.id),
      await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter),
    ];
    for (const res of after) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(SECRET_MARK);
      expect(res.body).toContain('"correctOption"');
    }
    expect(after[1]!.json().result.keyReleasesAt).toBeNull();
  });

  it('keeps immediate correction for simulados without dates', async () => {
    const undated = await createSimulado(t.db, { questions: 2 });
    const student = await candidate(t.api, t.db, undated);
    const session = await startSession(exam, student.cookie, undated);
    const res = await exam.submit(student.cookie, session.id);
    expect(res.json().result).toMatchObject({ keyReleasesAt: null });
    expect(res.body).toContain(SECRET_MARK);
  });
});

describeBackends('practice limit and empty simulados', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  it('answers 429 beyond 20 practice submissions per hour, counted from stored results', async () => {
    const id = await createSimulado(t.db, { questions: 1, isPracticeOnly: true });
    const student = await candidate(t.api, t.db, id);
    const submit = () => t.api.post('/api/answers', { simuladoId: id, answers: [] }, student);
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      expect((await submit()).statusCode).toBe(200);
    }
    const refused = await submit();
    expectError(refused, 429, 'PRACTICE_LIMIT');
    expect(refused.json().message).toMatch(/limite de 20 envios/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(HOUR);
    expect((await submit()).statusCode).toBe(200);
  });

  it('refuses to start a simulado without questions', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const student = await candidate(t.api, t.db, id);
    const res = await exam.start(student.cookie, id);
    expectError(res, 400, 'NO_QUESTIONS');
    expect(res.json().message).toBe('Este simulado ainda não tem questões.');
    const other = await signedIn(t.api, t.db);
    expect((await exam.start(other.cookie, id)).statusCode).toBe(403);
  });
});
