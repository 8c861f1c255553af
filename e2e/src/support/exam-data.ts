import type { FastifyInstance } from 'fastify';
import type { Option } from '@gabaritei/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY: readonly Option[] = ['A', 'B', 'C', 'D'];

export type TestSimulado = { id: string; title: string; key: Option[]; questionIds: string[] };

/**
 * A free simulado open now (started yesterday, ends tomorrow) with `questions` questions,
 * straight into the database: each test gets its own, so official attempts never collide.
 * The key cycles A, B, C, D.
 */
export async function insertSimulado(
  app: FastifyInstance,
  options: { title: string; durationMinutes: number; questions: number },
): Promise<TestSimulado> {
  const { db } = app.runtime;
  const now = Date.now();
  const { id } = await db
    .insertInto('simulados')
    .values({
      title: options.title,
      subject: 'Testes de navegador',
      description: 'Simulado criado pelo teste de navegador.',
      price_cents: 0,
      duration_minutes: options.durationMinutes,
      is_practice_only: false,
      start_date: new Date(now - DAY_MS),
      end_date: new Date(now + DAY_MS),
      created_at: new Date(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = Array.from({ length: options.questions }, (_, i) => KEY[i % 4]!);
  const rows = await db
    .insertInto('questions')
    .values(
      key.map((correct, index) => ({
        simulado_id: id,
        position: index + 1,
        text: `Questão de teste ${index + 1}: qual é a alternativa ${correct}?`,
        option_a: 'Alternativa A',
        option_b: 'Alternativa B',
        option_c: 'Alternativa C',
        option_d: 'Alternativa D',
        correct_option: correct,
        subject: 'Testes de navegador',
        explanation: `A resposta é ${correct}.`,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const questionIds = rows.sort((a, b) => a.position - b.position).map((r) => r.id);
  return { id, title: options.title, key, questionIds };
}

export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const row = await app.runtime.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The answers the server holds for the user's session of a simulado (questionId → option). */
export async function savedAnswers(
  app: FastifyInstance,
  userId: string,
  simuladoId: string,
): Promise<Record<string, Option | null>> {
  const rows = await app.runtime.db
    .selectFrom('session_answers')
    .innerJoin('exam_sessions', 'exam_sessions.id', 'session_answers.session_id')
    .select(['session_answers.question_id', 'session_answers.selected_option'])
    .where('exam_sessions.user_id', '=', userId)
    .where('exam_sessions.simulado_id', '=', simuladoId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.question_id, r.selected_option]));
}

/** Polls `read` until `accept` says yes (the server is reached asynchronously). */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** The user's official result of a simulado, if any. */
export async function officialResult(app: FastifyInstance, userId: string, simuladoId: string) {
  return app.runtime.db
    .selectFrom('results')
    .select(['score', 'correct_count', 'total_questions', 'attempt_type'])
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', 'OFFICIAL')
    .executeTakeFirst();
}
