import { expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { createSimulado, grantAccess } from './exam.test-support';
import { findStartStates } from './start-state.repository';

/**
 * A start burst asks for many starts' states in one UNION ALL: each answer must be its
 * own start's, whoever else was in the batch — access, session and official result of
 * one candidate never leak into another's.
 */
describeBackends('start states looked up together', (backend) => {
  const t = useTestApp(backend);

  it("answers each start of a batch with that start's own state", async () => {
    const open = await createSimulado(t.db, { questions: 2 });
    const empty = await createSimulado(t.db, { questions: 0 });
    const archived = await createSimulado(t.db, { questions: 2, archived: true });
    const account = async () => {
      const { user, email } = await createAccount(t.db, { role: 'STUDENT' });
      return { id: user.id, email };
    };
    const [buyer, stranger, sitting] = [await account(), await account(), await account()];
    await grantAccess(t.db, buyer.id, open);
    await grantAccess(t.db, buyer.id, empty);
    await grantAccess(t.db, sitting.id, open);
    const session = await t.db
      .insertInto('exam_sessions')
      .values({
        user_id: sitting.id,
        simulado_id: open,
        status: 'IN_PROGRESS',
        started_at: new Date(),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const states = await findStartStates(t.db, [
      { user: buyer, simuladoId: open },
      { user: stranger, simuladoId: open },
      { user: buyer, simuladoId: archived },
      { user: sitting, simuladoId: open },
      { user: buyer, simuladoId: empty },
      { user: buyer, simuladoId: open },
    ]);

    expect(states.map((state) => state && state.simulado.id)).toEqual([
      open,
      open,
      null,
      open,
      empty,
      open,
    ]);
    expect(states.map((state) => state?.access)).toEqual([
      true,
      false,
      undefined,
      true,
      true,
      true,
    ]);
    expect(states.map((state) => state?.session?.id ?? null)).toEqual([
      null,
      null,
      null,
      session.id,
      null,
      null,
    ]);
    expect(states[3]!.session).toMatchObject({ user_id: sitting.id, status: 'IN_PROGRESS' });
    expect(states.map((state) => state?.hasQuestions)).toEqual([
      true,
      true,
      undefined,
      true,
      false,
      true,
    ]);
    expect(await findStartStates(t.db, [])).toEqual([]);
  });
});
