import type { DbOrTx } from '../db/database';
import type { CatalogueSimulado } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts one catalogue simulado and its questions (positions 1..n); answers its id. */
export async function insertCatalogueSimulado(
  db: DbOrTx,
  simulado: CatalogueSimulado,
  now: Date,
): Promise<string> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const { id } = await db
    .insertInto('simulados')
    .values({
      title: simulado.title,
      subject: simulado.subject,
      description: simulado.description,
      price_cents: simulado.priceCents,
      duration_minutes: simulado.durationMinutes,
      is_practice_only: simulado.isPracticeOnly,
      start_date: simulado.window ? at(simulado.window.startInDays) : null,
      end_date: simulado.window ? at(simulado.window.endInDays) : null,
      format: simulado.format ?? 'ABCD',
      scoring: simulado.scoring ?? 'STANDARD',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('questions')
    .values(
      simulado.questions.map((q, index) => ({
        simulado_id: id,
        position: index + 1,
        text: q.text,
        // Certo/Errado items have no options: '' in the A–D columns (see QuestionsTable).
        option_a: q.options[0] ?? '',
        option_b: q.options[1] ?? '',
        option_c: q.options[2] ?? '',
        option_d: q.options[3] ?? '',
        option_e: q.options[4] ?? null,
        correct_option: q.correct,
        weight: q.weight ?? 1,
        subject: q.subject,
        explanation: q.explanation,
      })),
    )
    .execute();
  return id;
}
