import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

/**
 * One ended simulado of `questions` questions with `results` official attempts, each with
 * one stored answer per question (a blank one in twenty), graded like gradeAttempt: the
 * state a regrade starts from. Written in set-based SQL so 3,000,000 answers seed quickly.
 */
export async function seedRegradeFixture(
  db: Db,
  counts: { results: number; questions: number },
): Promise<{ simuladoId: string; questionIds: string[] }> {
  await migrateToLatest(db);
  const now = new Date();
  const { id: simuladoId } = await db
    .insertInto('simulados')
    .values({
      title: 'Simulado da regravação (benchmark)',
      subject: 'Conhecimentos Gerais',
      description: 'Simulado gerado pelo benchmark da anulação.',
      price_cents: 0,
      duration_minutes: 240,
      start_date: new Date(now.getTime() - 6 * 3600_000),
      end_date: new Date(now.getTime() - 3600_000),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions = await db
    .insertInto('questions')
    .values(
      Array.from({ length: counts.questions }, (_, i) => ({
        simulado_id: simuladoId,
        position: i + 1,
        text: `Questão ${i + 1}`,
        option_a: 'A',
        option_b: 'B',
        option_c: 'C',
        option_d: 'D',
        correct_option: OPTIONS[i % 4]!,
        subject: null,
        explanation: null,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  questions.sort((a, b) => a.position - b.position);

  await sql`
    insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at)
    select 'Candidato ' || g, 'regrade' || g || '@bench.gabaritei.dev', 'no-login', 'STUDENT',
           now(), now(), now()
      from generate_series(1, ${counts.results}::int) g`.execute(db);
  await sql`
    insert into results (user_id, simulado_id, attempt_type, score, correct_count,
                         total_questions, duration_seconds, completed_at)
    select id, ${simuladoId}::uuid, 'OFFICIAL', 0, 0, ${counts.questions}::int,
           600 + floor(random() * 13800)::int, now()
      from users where email like 'regrade%@bench.gabaritei.dev'`.execute(db);
  // Each candidate has an ability; a better one picks the key more often.
  await sql`
    insert into result_answers (result_id, question_id, selected_option, is_correct)
    select a.id, q.id, a.choice, a.choice is not null and a.choice = q.correct_option
      from questions q
      cross join lateral (
        select r.id,
               case when random() < 0.05 then null
                    when random() < 0.25 + 0.5 * ((hashtext(r.id::text) & 1023) / 1023.0)
                      then q.correct_option
                    else (array['A','B','C','D'])[1 + floor(random() * 4)::int] end as choice
          from results r where r.simulado_id = ${simuladoId}::uuid
      ) a
     where q.simulado_id = ${simuladoId}::uuid`.execute(db);
  await sql`
    update results r
       set correct_count = c.n, score = (c.n::float8 / r.total_questions) * 100
      from (select result_id, count(*) filter (where is_correct)::int as n
              from result_answers group by result_id) c
     where r.id = c.result_id and r.simulado_id = ${simuladoId}::uuid`.execute(db);
  await sql`analyze`.execute(db);
  return { simuladoId, questionIds: questions.map((q) => q.id) };
}
