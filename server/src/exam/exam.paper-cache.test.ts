import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import type { ExamSession } from '@gabaritei/shared';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createPaperCache } from './paper-cache';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from './exam.test-support';

/** Counts the statements that read the questions table. */
function questionReads(): { plugin: KyselyPlugin; count: () => number } {
  let reads = 0;
  return {
    plugin: {
      transformQuery({ node }) {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"questions"'))
          reads++;
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    count: () => reads,
  };
}

/**
 * A start takes its paper, and a submit its keyed questions, from a cache keyed
 * by the simulado's paper_version, which a trigger bumps on every write to its questions.
 * These prove the cache is never stale, whoever wrote the questions and however.
 */
describeBackends('exam paper cache', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  const texts = (session: ExamSession) => (session.questions ?? []).map((q) => q.text);
  const startAs = async (simulado: string) => {
    const student = await candidate(t.api, t.db, simulado);
    return startSession(exam, student.cookie, simulado);
  };

  it('a start after any write to the questions shows the paper as it now is', async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    expect(texts(await startAs(simulado))).toEqual(['Questão 1', 'Questão 2', 'Questão 3']);
    const [q1, , q3] = await questionsOf(t.db, simulado);

    await t.db.updateTable('questions').set({ text: 'Editada' }).where('id', '=', q1!.id).execute();
    expect(texts(await startAs(simulado))).toEqual(['Editada', 'Questão 2', 'Questão 3']);

    await t.db.deleteFrom('questions').where('id', '=', q3!.id).execute();
    expect(texts(await startAs(simulado))).toEqual(['Editada', 'Questão 2']);

    await t.db
      .insertInto('questions')
      .values({
        simulado_id: simulado,
        position: 9,
        text: 'Nova',
        option_a: 'A',
        option_b: 'B',
        option_c: 'C',
        option_d: 'D',
        correct_option: 'A',
      })
      .execute();
    expect(texts(await startAs(simulado))).toEqual(['Editada', 'Questão 2', 'Nova']);

    // The simulado's subject is what a question without one shows: part of the key too.
    await t.db
      .updateTable('simulados')
      .set({ subject: 'Matemática' })
      .where('id', '=', simulado)
      .execute();
    expect((await startAs(simulado)).questions?.[1]?.subject).toBe('Matemática');
  });

  it('moving a question to another simulado changes both papers', async () => {
    const [from, to] = [await createSimulado(t.db), await createSimulado(t.db)];
    expect(texts(await startAs(from))).toHaveLength(3);
    expect(texts(await startAs(to))).toHaveLength(3);
    const [q1] = await questionsOf(t.db, from);
    await t.db
      .updateTable('questions')
      .set({ simulado_id: to, position: 4 })
      .where('id', '=', q1!.id)
      .execute();
    expect(texts(await startAs(from))).toEqual(['Questão 2', 'Questão 3']);
    expect(texts(await startAs(to))).toEqual(['Questão 1', 'Questão 2', 'Questão 3', 'Questão 1']);
  });

  it('concurrent starts read the questions once per version', async () => {
    const simulado = await createSimulado(t.db, { questions: 4 });
    const reads = questionReads();
    const papers = createPaperCache(t.db.withPlugin(reads.plugin));
    const version = async () =>
      (
        await t.db
          .selectFrom('simulados')
          .select('paper_version')
          .where('id', '=', simulado)
          .executeTakeFirstOrThrow()
      ).paper_version;
    const ref = { id: simulado, paperVersion: String(await version()), subject: null };
    const all = await Promise.all(Array.from({ length: 20 }, () => papers.paper(ref)));
    expect(reads.count()).toBe(1);
    expect(new Set(all).size).toBe(1);
    expect(all[0]).toHaveLength(4);

    await t.db
      .updateTable('questions')
      .set({ text: 'Outra' })
      .where('simulado_id', '=', simulado)
      .execute();
    const next = { ...ref, paperVersion: String(await version()) };
    expect(next.paperVersion).not.toBe(ref.paperVersion);
    expect((await papers.paper(next)).map((q) => q.text)).toEqual(Array(4).fill('Outra'));
    expect(reads.count()).toBe(2);
  });

  it("a submit's correction is the review's, value for value, annulled question included", async () => {
    const simulado = await createSimulado(t.db, { questions: 4 });
    const questions = await questionsOf(t.db, simulado);
    // Someone submits first, so the keyed questions are cached before the annulment.
    const first = await candidate(t.api, t.db, simulado);
    await submitSession(exam, first.cookie, (await startSession(exam, first.cookie, simulado)).id);
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [q1, q2, q3] = questions;
    for (const [question, option] of [
      [q1!, q1!.correct],
      [q2!, q2!.wrong],
      [q3!, q3!.correct],
    ] as const) {
      const res = await exam.save(student.cookie, session.id, {
        questionId: question.id,
        selectedOption: option,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.db
      .updateTable('questions')
      .set({ annulled_at: new Date(), annulled_reason: 'Enunciado ambíguo.' })
      .where('id', '=', q2!.id)
      .execute();
    const submitted = await submitSession(exam, student.cookie, session.id);
    expect(submitted.result.answers).toHaveLength(4);
    expect(submitted.result.questions).toHaveLength(4);
    expect(JSON.stringify(submitted.result.answers[1])).toContain('Enunciado ambíguo.');
    const review = await exam.review(student.cookie, session.id);
    expect(review.statusCode, review.body).toBe(200);
    const reviewed = review.json() as typeof submitted;
    // Rank and field are live: equal here, as nobody submitted in between.
    expect(submitted.result).toEqual(reviewed.result);
    expect(submitted.session).toEqual({
      ...reviewed.session,
      serverNow: submitted.session.serverNow,
    });
  });
});
