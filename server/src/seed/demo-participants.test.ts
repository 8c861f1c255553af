import { expect, it } from 'vitest';
import { scoreAttempt, type RankingPage } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, useTestApp } from '../test/support';
import { DEMO_CATALOGUE, seedDemoData } from './demo';
import { DEMO_PARTICIPANT_COUNT, DEMO_PARTICIPANT_DOMAIN } from './demo-participants';

/**
 * A visitor opening the demo finds rankings with people in them: the finished INSS simulado
 * and the always-open demo have clearly fictitious participants with official results,
 * graded by the simulado's own rule; nobody can sign in as them.
 */
describeBackends('demo participants', (backend) => {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t = useTestApp(backend, { clock });

  it('fill the INSS and the always-open rankings with fictitious, graded attempts', async () => {
    await seedDemoData(t.app.runtime, { announce: false });
    const { db } = t.app.runtime;
    const people = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'password_hash'])
      .where('email', 'like', `%@${DEMO_PARTICIPANT_DOMAIN}`)
      .execute();
    expect(people).toHaveLength(DEMO_PARTICIPANT_COUNT);
    // Names that read as examples, never as real people.
    for (const person of people)
      expect(person.name).toMatch(/ (Exemplo|Fictício|Demonstração|Simulação|Teste|Modelo)$/);
    const signIn = await t.api.post('/api/auth/login', {
      email: people[0]!.email,
      password: people[0]!.password_hash,
    });
    expect(signIn.statusCode).toBe(401);

    for (const key of ['inss', 'demonstrativo']) {
      const title = DEMO_CATALOGUE.find((s) => s.key === key)!.title;
      const simulado = await db
        .selectFrom('simulados')
        .select(['id', 'scoring'])
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      const results = await db
        .selectFrom('results')
        .select(['id', 'score', 'correct_count'])
        .where('simulado_id', '=', simulado.id)
        .where('attempt_type', '=', 'OFFICIAL')
        .execute();
      expect(results, key).toHaveLength(DEMO_PARTICIPANT_COUNT);
      // Each stored score is the simulado's rule applied to the stored answers.
      const key_ = await db
        .selectFrom('questions')
        .select(['id', 'correct_option', 'weight'])
        .where('simulado_id', '=', simulado.id)
        .orderBy('position')
        .execute();
      for (const result of results.slice(0, 5)) {
        const answers = await db
          .selectFrom('result_answers')
          .select(['question_id', 'selected_option'])
          .where('result_id', '=', result.id)
          .execute();
        const chosen = new Map(answers.map((a) => [a.question_id, a.selected_option]));
        const fresh = scoreAttempt(
          simulado.scoring,
          key_.map((q) => ({
            weight: Number(q.weight),
            correctOption: q.correct_option,
            annulled: false,
          })),
          key_.map((q) => chosen.get(q.id) ?? null),
        );
        expect(result.score).toBe(fresh.score);
        expect(result.correct_count).toBe(fresh.creditedCount);
      }
      // The public ranking shows them (its snapshot is computed on the first read).
      let page: RankingPage | undefined;
      for (let tries = 0; tries < 100 && (page?.participants ?? 0) === 0; tries++) {
        page = (await t.api.get(`/api/results/ranking/${simulado.id}`)).json<RankingPage>();
        if ((page.participants ?? 0) === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(page?.participants, key).toBe(DEMO_PARTICIPANT_COUNT);
      expect(page?.rankings[0]?.userName).toMatch(
        / (Exemplo|Fictício|Demonstração|Simulação|Teste|Modelo)$/,
      );
    }
  });
});
