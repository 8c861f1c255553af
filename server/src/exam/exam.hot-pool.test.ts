import { describe, expect, it } from 'vitest';
import { relaxedRateLimits, testBackends, useTestApp } from '../test/support';
import { candidate, createSimulado, examApi, questionsOf, startSession } from './exam.test-support';

const postgres = testBackends().find((backend) => backend.name === 'postgres');

/**
 * On PostgreSQL the saves and the session look-up have a pool of their own
 * (db/connect.ts `hotDb`), so a start or submit burst that fills the main pool's waiting
 * list cannot make a save wait. PGlite has one connection and no pools: nothing to prove.
 */
describe.skipIf(!postgres?.available)('the hot path pool on postgres', () => {
  const t = useTestApp('postgres', {
    config: { rateLimits: relaxedRateLimits, databasePoolSize: 2 },
  });
  const exam = examApi(t.api);

  it('answers a save, with a cold session cache, while every main-pool connection is held', async () => {
    const simulado = await createSimulado(t.db, { questions: 2 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [question] = await questionsOf(t.db, simulado);
    // Past the session cache's TTL, so the save's request looks its session up again.
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: 2 }, () =>
      t.db.connection().execute(async (connection) => {
        await connection.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        await released;
      }),
    );
    try {
      // A read of the main pool now waits: the proof that the pool really is exhausted.
      let mainPoolAnswered = false;
      const blocked = exam.active(student.cookie, simulado).then((res) => {
        mainPoolAnswered = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const save = await Promise.race([
        exam.save(student.cookie, session.id, {
          questionId: question!.id,
          selectedOption: question!.correct,
          clientSeq: 1,
        }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(save, 'the save waited for the main pool').not.toBeNull();
      expect(save!.statusCode, save!.body).toBe(200);
      expect(mainPoolAnswered).toBe(false);
      release();
      expect((await blocked).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
