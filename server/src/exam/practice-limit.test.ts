import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  HOUR,
  candidate,
  createSimulado,
  examApi,
  expectError,
  signedIn,
} from './exam.test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');

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
