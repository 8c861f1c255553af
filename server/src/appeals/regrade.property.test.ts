import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { SAVE_GRACE_MS, type Option } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { sweepExpiredSessions } from '../exam/expiry';
import {
  createSimulado,
  examApi,
  grantAccess,
  signedIn,
  startSession,
} from '../exam/exam.test-support';
import type { SignedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { END, START, T0, call } from './appeals.test-support';
import { expectStoredAsGradedAfresh, holdJobs } from './regrade.test-support';

const QUESTIONS = 4;
const PEOPLE = 3;
/** Kept modest: each run is a simulado sat through the API (about half a second). */
const RUNS = 25;

const who = fc.integer({ min: 0, max: PEOPLE - 1 });
const question = fc.integer({ min: 0, max: QUESTIONS - 1 });
const option = fc.constantFrom<Option>('A', 'B', 'C', 'D');
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('save' as const), who, question, option }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('submit' as const), who }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('expire' as const), who }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('changeKey' as const), question, option }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('annul' as const), question }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('stopWorker' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('startWorker' as const) }) },
);
const scenario = fc.record({
  scoring: fc.constantFrom('STANDARD' as const, 'CEBRASPE' as const),
  weights: fc.array(fc.constantFrom(1, 0.5, 1.5, 2, 1.3), {
    minLength: QUESTIONS,
    maxLength: QUESTIONS,
  }),
  /** What each candidate marked before the steps begin (null: blank). */
  marked: fc.array(
    fc.array(fc.option(option, { nil: null }), { minLength: QUESTIONS, maxLength: QUESTIONS }),
    {
      minLength: PEOPLE,
      maxLength: PEOPLE,
    },
  ),
  workerStopped: fc.boolean(),
  steps: fc.array(step, { minLength: 4, maxLength: 20 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;
type Step = Scenario['steps'][number];

/**
 * Whatever the order of saves, submits, expiries, key decisions and regrade runs (the
 * regrade's worker stopped and started at random), every stored attempt ends equal to the
 * scoring rule applied to its answers and the current key.
 */
describeBackends('regrades under any interleaving', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  let admin: SignedIn;
  let people: SignedIn[];

  beforeAll(async () => {
    admin = await signedIn(t.api, t.db, 'ADMIN');
    people = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await signedIn(t.api, t.db));
  });

  async function play({ scoring, weights, marked, workerStopped, steps }: Scenario) {
    const simuladoId = await createSimulado(t.db, {
      questions: QUESTIONS,
      startDate: START,
      endDate: END,
    });
    await t.db.updateTable('simulados').set({ scoring }).where('id', '=', simuladoId).execute();
    const questions = await t.db
      .selectFrom('questions')
      .select(['id', 'position'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('position')
      .execute();
    for (const [i, q] of questions.entries())
      await t.db
        .updateTable('questions')
        .set({ weight: weights[i]! })
        .where('id', '=', q.id)
        .execute();
    clock.set(new Date(START.getTime() + 60_000));
    const exam = examApi(t.api);
    const sessions: string[] = [];
    for (const [p, person] of people.entries()) {
      await grantAccess(t.db, person.id, simuladoId);
      const session = await startSession(exam, person.cookie, simuladoId);
      sessions.push(session.id);
      for (const [i, choice] of marked[p]!.entries()) {
        if (choice === null) continue;
        const saved = await exam.save(person.cookie, session.id, {
          questionId: questions[i]!.id,
          selectedOption: choice,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
    const worker = holdJobs(t.app.runtime.processors, 'appeals.regrade');
    if (!workerStopped) worker.release();
    try {
      for (const s of steps) await run(s, simuladoId, questions, sessions, worker);
      worker.release();
      await regradesSettled(simuladoId);
      await expectStoredAsGradedAfresh(t.db, simuladoId);
    } finally {
      worker.restore();
    }
  }

  async function run(
    s: Step,
    simuladoId: string,
    questions: readonly { id: string }[],
    sessions: readonly string[],
    worker: ReturnType<typeof holdJobs>,
  ) {
    const exam = examApi(t.api);
    const decision = `/api/admin/simulados/${simuladoId}/questions`;
    let res: { statusCode: number; body: string } | null = null;
    switch (s.op) {
      case 'save':
        res = await exam.save(people[s.who]!.cookie, sessions[s.who]!, {
          questionId: questions[s.question]!.id,
          selectedOption: s.option,
        });
        break;
      case 'submit':
        res = await exam.submit(people[s.who]!.cookie, sessions[s.who]!);
        break;
      case 'expire':
        // This candidate's time (and grace) ran out; the sweep finalises the session.
        await t.db
          .updateTable('exam_sessions')
          .set({ expires_at: new Date(clock.now().getTime() - SAVE_GRACE_MS - 1_000) })
          .where('id', '=', sessions[s.who]!)
          .where('status', '=', 'IN_PROGRESS')
          .execute();
        await sweepExpiredSessions(t.app.runtime);
        break;
      case 'changeKey':
        res = await call(
          t.app,
          'PUT',
          `${decision}/${questions[s.question]!.id}/correct-option`,
          admin.cookie,
          {
            correctOption: s.option,
            reason: 'Gabarito revisto.',
          },
        );
        break;
      case 'annul':
        res = await call(
          t.app,
          'POST',
          `${decision}/${questions[s.question]!.id}/annul`,
          admin.cookie,
          {
            reason: 'Questão anulada.',
          },
        );
        break;
      case 'stopWorker':
        worker.stop();
        break;
      case 'startWorker':
        worker.release();
        break;
    }
    // Refusals (time up, already submitted, same key, already annulled) are part of the
    // game; a 5xx is not.
    if (res) expect(res.statusCode, res.body).toBeLessThan(500);
  }

  /** Every decision applied by its regrade (the worker started). */
  async function regradesSettled(simuladoId: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const pending = await t.db
        .selectFrom('key_changes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('simulado_id', '=', simuladoId)
        .where('kind', '<>', 'REJECT')
        .where('rescored_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending.n) === 0) return;
      if (Date.now() > deadline) throw new Error(`${pending.n} decisions never regraded`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('ends with every stored score equal to the rule on its answers and the current key', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, (s) => play(s)),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
