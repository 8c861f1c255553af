import { expect } from 'vitest';
import { scoreAttempt } from '@gabaritei/shared';
import type { Db } from '../db/database';
import type { JobMap, Processors } from '../jobs/types';

export type HeldJobs = {
  /** Stops the worker again: the jobs from now on wait. */
  stop(): void;
  /** Starts the worker: the waiting jobs run, and the next ones at once. */
  release(): void;
  /** Starts the worker and puts the processor back as it was. */
  restore(): void;
};

/**
 * Holds back one job's processor of an in-process runtime, as if its worker were stopped:
 * the jobs queue up (each waits in its processor) until `release()` starts the worker.
 */
export function holdJobs<M extends JobMap, N extends keyof M & string>(
  processors: Processors<M>,
  name: N,
): HeldJobs {
  const original = processors[name];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const stop = () => {
    if (gate) return;
    gate = new Promise<void>((resolve) => {
      open = () => {
        gate = null;
        resolve();
      };
    });
  };
  processors[name] = async (payload) => {
    while (gate) await gate;
    return original(payload);
  };
  stop();
  return {
    stop,
    release: () => open(),
    restore: () => {
      open();
      processors[name] = original;
    },
  };
}

/**
 * Every stored attempt of the simulado is what shared's scoreAttempt gives its answers on
 * the current key: the score to the last bit, the credited count and each answer's verdict.
 */
export async function expectStoredAsGradedAfresh(db: Db, simuladoId: string): Promise<void> {
  const simulado = await db
    .selectFrom('simulados')
    .select('scoring')
    .where('id', '=', simuladoId)
    .executeTakeFirstOrThrow();
  const key = await db
    .selectFrom('questions')
    .select(['id', 'correct_option', 'weight', 'annulled_at'])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .execute();
  const scored = key.map((q) => ({
    weight: Number(q.weight),
    correctOption: q.correct_option,
    annulled: q.annulled_at !== null,
  }));
  const results = await db
    .selectFrom('results')
    .select(['id', 'score', 'correct_count'])
    .where('simulado_id', '=', simuladoId)
    .execute();
  for (const result of results) {
    const answers = await db
      .selectFrom('result_answers')
      .select(['question_id', 'selected_option', 'is_correct'])
      .where('result_id', '=', result.id)
      .execute();
    const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
    const fresh = scoreAttempt(
      simulado.scoring,
      scored,
      key.map((q) => byQuestion.get(q.id)?.selected_option ?? null),
    );
    const stored = {
      score: result.score,
      credited: result.correct_count,
      verdicts: key.map((q) => byQuestion.get(q.id)?.is_correct ?? null),
    };
    expect(stored, `result ${result.id}`).toEqual({
      score: fresh.score,
      credited: fresh.creditedCount,
      verdicts: fresh.outcomes.map((o) => o === 'CORRECT' || o === 'ANNULLED'),
    });
  }
}
