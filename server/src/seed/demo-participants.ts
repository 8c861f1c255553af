import { optionsOf, scoreAttempt, type Option } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import type { CatalogueSimulado } from './catalogue';

/**
 * Clearly fictitious participants ('Ana Exemplo', 'Bruno Fictício' …) with official results in
 * the finished INSS simulado and the always-open demo, so a visitor finds rankings, item
 * statistics and reports with something in them. Their e-mails are on the reserved
 * `.invalid` domain and their password hash matches no password: nobody signs in as them.
 */
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor'];
const LAST = ['Exemplo', 'Fictício', 'Demonstração', 'Simulação', 'Teste', 'Modelo'];
export const DEMO_PARTICIPANT_DOMAIN = 'participantes.gabaritei.invalid';
export const DEMO_PARTICIPANT_COUNT = 24;
export const DEMO_PARTICIPANT_KEYS = ['inss', 'demonstrativo'] as const;
const HOUR_MS = 60 * 60 * 1000;

/** A small deterministic generator, so every seeded demo reads the same. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function insertDemoParticipants(
  db: DbOrTx,
  simulados: ReadonlyArray<{ id: string; simulado: CatalogueSimulado; endsAt: Date | null }>,
  now: Date,
): Promise<void> {
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: DEMO_PARTICIPANT_COUNT }, (_, i) => ({
        name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
        email: `participante${String(i + 1).padStart(2, '0')}@${DEMO_PARTICIPANT_DOMAIN}`,
        password_hash: '!demo-participant-no-login',
        role: 'STUDENT' as const,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  for (const [s, { id, simulado, endsAt }] of simulados.entries()) {
    const questions = await db
      .selectFrom('questions')
      .select(['id', 'correct_option', 'weight'])
      .where('simulado_id', '=', id)
      .orderBy('position')
      .execute();
    const letters = optionsOf(simulado.format ?? 'ABCD');
    const random = generator(17 + s);
    for (const [i, user] of users.entries()) {
      // Abilities spread from 35 % to 90 %, so the ranking and the statistics have a shape.
      const ability = 0.35 + (0.55 * i) / (users.length - 1);
      const choices: (Option | null)[] = questions.map((q) => {
        const roll = random();
        if (roll < ability) return q.correct_option;
        if (roll > 0.97) return null;
        const wrong = letters.filter((o) => o !== q.correct_option);
        return wrong[Math.floor(random() * wrong.length)] ?? null;
      });
      const graded = scoreAttempt(
        simulado.scoring ?? 'STANDARD',
        questions.map((q) => ({
          weight: Number(q.weight),
          correctOption: q.correct_option,
          annulled: false,
        })),
        choices,
      );
      const completedAt = new Date((endsAt ?? now).getTime() - (i + 2) * HOUR_MS);
      const { id: resultId } = await db
        .insertInto('results')
        .values({
          user_id: user.id,
          simulado_id: id,
          attempt_type: 'OFFICIAL',
          score: graded.score,
          correct_count: graded.creditedCount,
          total_questions: questions.length,
          duration_seconds: 1200 + Math.floor(random() * 2400),
          completed_at: completedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('result_answers')
        .values(
          questions.map((q, k) => ({
            result_id: resultId,
            question_id: q.id,
            selected_option: choices[k] ?? null,
            is_correct: graded.outcomes[k] === 'CORRECT',
          })),
        )
        .execute();
    }
  }
}
