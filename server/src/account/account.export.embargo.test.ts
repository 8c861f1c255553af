import { expect, it } from 'vitest';
import { SAVE_GRACE_MS, keyEmbargoMessage } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  HOUR,
  MINUTE,
  candidate,
  createSimulado,
  examApi,
  expectError,
  questionsOf,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const END = new Date(T0.getTime() + 3 * HOUR);
const RELEASE = new Date(END.getTime() + SAVE_GRACE_MS);

type Exported = {
  attempts: {
    simuladoId: string;
    keyReleasesAt: string | null;
    keyMessage: string | null;
    answers: Record<string, unknown>[];
  }[];
};

/** 'Baixar meus dados' says no more about an embargoed attempt than the answers route does. */
describeBackends('data export under the key embargo', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  it('keeps the chosen options and leaves out right or wrong until the key opens', async () => {
    const simuladoId = await createSimulado(t.db, {
      questions: 3,
      startDate: new Date(T0.getTime() + HOUR),
      endDate: END,
    });
    const questions = await questionsOf(t.db, simuladoId);
    const sitter = await candidate(t.api, t.db, simuladoId);
    clock.set(new Date(T0.getTime() + HOUR + MINUTE));
    const session = await startSession(exam, sitter.cookie, simuladoId);
    for (const q of questions)
      await exam.save(sitter.cookie, session.id, { questionId: q.id, selectedOption: q.correct });
    await submitSession(exam, sitter.cookie, session.id);
    expectError(
      await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter),
      409,
      'KEY_EMBARGOED',
    );

    const exported = await t.api.get('/api/me/export', sitter);
    expect(exported.statusCode, exported.body).toBe(200);
    const attempt = (exported.json() as Exported).attempts.find((a) => a.simuladoId === simuladoId);
    expect(attempt).toMatchObject({
      keyReleasesAt: RELEASE.toISOString(),
      keyMessage: keyEmbargoMessage(RELEASE, 'marks'),
      answers: questions.map((q, i) => ({ question: i + 1, selectedOption: q.correct })),
    });
    for (const answer of attempt!.answers) expect(answer).not.toHaveProperty('isCorrect');
    for (const trace of ['"isCorrect"', '"correctOption"', '"explanation"', SECRET_MARK])
      expect(exported.body).not.toContain(trace);

    clock.set(RELEASE);
    const opened = (await t.api.get('/api/me/export', sitter)).json() as Exported;
    expect(opened.attempts.find((a) => a.simuladoId === simuladoId)).toMatchObject({
      keyReleasesAt: null,
      keyMessage: null,
      answers: questions.map((q, i) => ({
        question: i + 1,
        selectedOption: q.correct,
        isCorrect: true,
      })),
    });
  });
});
