import crypto from 'node:crypto';
import { sql } from 'kysely';
import { computeScore, type Option } from '@gabaritei/shared';
import { createAccount, signIn, type ApiClient } from '../auth/auth.test-support';
import type { Db, DbOrTx } from '../db/database';
import { reportVersionOf, stampVersion } from './report-version';

export type KeyedQuestionRow = { id: string; correct: Option; subject: string | null };

const LETTERS: readonly Option[] = ['A', 'B', 'C', 'D'];
const SUBJECTS = ['Língua Portuguesa', 'Raciocínio Lógico', 'Direito Constitucional'];

/** A simulado whose questions cycle through three subjects, each with an explanation. */
export async function createReportSimulado(
  db: DbOrTx,
  values: { title?: string; questions?: number; endDate?: Date | null; subject?: string } = {},
): Promise<{ id: string; questions: KeyedQuestionRow[] }> {
  const { id } = await db
    .insertInto('simulados')
    .values({
      title: values.title ?? `Simulado ${crypto.randomBytes(3).toString('hex')}`,
      subject: values.subject ?? 'Conhecimentos Gerais',
      description: 'Simulado de teste dos relatórios.',
      price_cents: 0,
      duration_minutes: 60,
      start_date: null,
      end_date: values.endDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questions: KeyedQuestionRow[] = [];
  for (let position = 1; position <= (values.questions ?? 6); position++) {
    const subject = SUBJECTS[(position - 1) % SUBJECTS.length]!;
    const correct = LETTERS[position % 4]!;
    const row = await db
      .insertInto('questions')
      .values({
        simulado_id: id,
        position,
        text: `Enunciado da questão ${position}: assinale a alternativa correta.`,
        option_a: 'Primeira alternativa',
        option_b: 'Segunda alternativa',
        option_c: 'Terceira alternativa',
        option_d: 'Quarta alternativa',
        correct_option: correct,
        subject,
        explanation: `Comentário do gabarito da questão ${position}: a correta é ${correct}.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questions.push({ id: row.id, correct, subject });
  }
  return { id, questions };
}

/** A user straight in the database; no password hashing, so a field of 1,000 is quick. */
export async function insertBareUser(db: DbOrTx, name: string): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({
      name,
      email: `${crypto.randomUUID()}@teste.gabaritei.dev`,
      password_hash: 'not-a-hash',
      role: 'STUDENT',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A signed-in account with a given name (accents welcome). */
export async function namedStudent(
  api: ApiClient,
  db: Db,
  name: string,
  role: 'STUDENT' | 'TEACHER' | 'ADMIN' = 'STUDENT',
) {
  const account = await createAccount(db, { name, role });
  const cookie = await signIn(api, account.email, account.password);
  return { id: account.user.id, email: account.email, cookie };
}

/** A graded attempt: the first `correct` questions right, the rest with a wrong letter. */
export async function insertAttempt(
  db: DbOrTx,
  values: {
    userId: string;
    simuladoId: string;
    questions: KeyedQuestionRow[];
    correct: number;
    attemptType?: 'OFFICIAL' | 'PRACTICE';
    durationSeconds?: number;
    completedAt?: Date;
    wrongChoice?: (question: KeyedQuestionRow) => Option | null;
  },
): Promise<string> {
  const total = values.questions.length;
  const { id } = await db
    .insertInto('results')
    .values({
      user_id: values.userId,
      simulado_id: values.simuladoId,
      attempt_type: values.attemptType ?? 'OFFICIAL',
      score: computeScore(values.correct, total),
      correct_count: values.correct,
      total_questions: total,
      duration_seconds: values.durationSeconds ?? 1800,
      completed_at: values.completedAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wrong =
    values.wrongChoice ?? ((question: KeyedQuestionRow) => (question.correct === 'A' ? 'B' : 'A'));
  await db
    .insertInto('result_answers')
    .values(
      values.questions.map((question, index) => {
        const selected = index < values.correct ? question.correct : wrong(question);
        return {
          result_id: id,
          question_id: question.id,
          selected_option: selected,
          is_correct: selected === question.correct,
        };
      }),
    )
    .execute();
  return id;
}

/**
 * A stored report as the renderer leaves it: `text` as the PDF, stamped with the report's
 * version as of `now` (so it is served as stored until something it prints changes).
 */
export async function storeReport(
  db: DbOrTx,
  resultId: string,
  text: string,
  now: Date,
  renderedAt: Date = now,
): Promise<void> {
  const version = await reportVersionOf(db, resultId, now);
  const pdf = stampVersion(new TextEncoder().encode(`${text}\n%%EOF\n`), version ?? '');
  await db
    .insertInto('report_files')
    .values({ result_id: resultId, pdf, rendered_at: renderedAt })
    .execute();
}

/**
 * `count` official results straight in SQL, every answer wrong: a field large enough for
 * the caches' large-field rules, in a fraction of a second.
 */
export async function insertWrongField(db: DbOrTx, simuladoId: string, count: number) {
  const tag = crypto.randomBytes(4).toString('hex');
  await sql`
    insert into users (name, email, password_hash, role, updated_at)
    select 'Participante ' || i, 'p' || i || '-' || ${tag} || '@teste.gabaritei.dev',
           'not-a-hash', 'STUDENT', now()
      from generate_series(1, ${count}::int) i`.execute(db);
  await sql`
    insert into results (user_id, simulado_id, attempt_type, score, correct_count,
                         total_questions, duration_seconds, completed_at)
    select u.id, ${simuladoId}::uuid, 'OFFICIAL', 0, 0,
           (select count(*) from questions where simulado_id = ${simuladoId}::uuid), 100, now()
      from users u where u.email like ${`%-${tag}@teste.gabaritei.dev`}`.execute(db);
  await sql`
    insert into result_answers (result_id, question_id, selected_option, is_correct)
    select r.id, q.id, 'A', false
      from results r join questions q on q.simulado_id = r.simulado_id
     where r.simulado_id = ${simuladoId}::uuid`.execute(db);
}

/** Text of a PDF through poppler's pdftotext (layout kept, UTF-8). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return runPoppler('pdftotext', ['-layout', '-enc', 'UTF-8'], pdf, true);
}

/** pdfinfo's report: pages, page size… */
export async function pdfInfo(pdf: Uint8Array): Promise<string> {
  return runPoppler('pdfinfo', [], pdf, false);
}

async function runPoppler(
  tool: string,
  args: string[],
  pdf: Uint8Array,
  toStdout: boolean,
): Promise<string> {
  const { execFile } = await import('node:child_process');
  const fs = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'relatorio-'));
  const file = path.join(dir, 'relatorio.pdf');
  try {
    await fs.writeFile(file, pdf);
    return await new Promise<string>((resolve, reject) =>
      execFile(tool, [...args, file, ...(toStdout ? ['-'] : [])], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A student's report list, as `cookie` sees it. */
export const listReports = (api: ApiClient, cookie: string, userId: string) =>
  api.get(`/api/reports/student/${userId}/available`, { cookie });

/** A student's report of one simulado, as `cookie` sees it. */
export const downloadReport = (
  api: ApiClient,
  cookie: string,
  userId: string,
  simuladoId: string,
) => api.get(`/api/reports/student/${userId}/simulado/${simuladoId}`, { cookie });
