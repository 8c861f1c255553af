import { expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { adminApi } from '../admin/admin.test-support';
import { describeBackends } from '../test/support';
import {
  HOUR,
  MINUTE,
  T0,
  candidate,
  createSimulado,
  expectError,
  expectNoAnswerKey,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
  useExamSuite,
} from './exam.test-support';

/**
 * Deleting a simulado somebody sat archives it, and her result stays hers: the review of
 * her answers (GET /api/answers/simulado/{id}) still obeys the key embargo of the archived
 * simulado, and gives the commented key once it is out.
 */
describeBackends('review of an archived simulado', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  it('holds the key of an archived simulado until its release, then gives it', async () => {
    const start = new Date(T0.getTime() + HOUR);
    const end = new Date(T0.getTime() + 3 * HOUR);
    const simuladoId = await createSimulado(t.db, {
      questions: 3,
      durationMinutes: 30,
      startDate: start,
      endDate: end,
    });
    const sitter = await candidate(t.api, t.db, simuladoId);
    clock.set(new Date(start.getTime() + MINUTE));
    const session = await startSession(exam, sitter.cookie, simuladoId);
    for (const q of await questionsOf(t.db, simuladoId))
      await exam.save(sitter.cookie, session.id, { questionId: q.id, selectedOption: q.correct });
    await submitSession(exam, sitter.cookie, session.id);
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const removed = await adminApi(t.app).delete(
      `/api/admin/simulados/${simuladoId}`,
      admin.cookie,
    );
    expect(removed.json()).toMatchObject({ outcome: 'archived' });

    const held = await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter);
    expectError(held, 409, 'KEY_EMBARGOED');
    expectNoAnswerKey(held);

    clock.set(new Date(end.getTime() + SAVE_GRACE_MS));
    const released = await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toHaveLength(3);
    expect(released.body).toContain('"correctOption"');
  });
});
