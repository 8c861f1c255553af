import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Option, Role } from '@gabaritei/shared';
import {
  apiClient,
  createAccount,
  relaxedRateLimits,
  signIn,
  uniqueEmail,
  type ApiClient,
} from '../auth/auth.test-support';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import { buildTestApp, type TestApp } from '../test/support';

/** The real app on one back end, with login limits out of the way. */
export async function buildCatalogueTestApp(
  backend: 'pglite' | 'postgres',
  clock?: Clock,
): Promise<{ t: TestApp; api: ApiClient; db: Db }> {
  const t = await buildTestApp({ backend, clock, config: { rateLimits: relaxedRateLimits } });
  return { t, api: apiClient(t.app), db: t.app.runtime.db };
}

/** Marks every answer key and explanation of the test data, to look for it in bodies. */
export const SECRET_MARK = 'GABARITO-SECRETO';

export type TestSimulado = {
  title?: string;
  subject?: string | null;
  description?: string | null;
  priceCents?: number;
  durationMinutes?: number | null;
  isPracticeOnly?: boolean;
  startDate?: Date | null;
  endDate?: Date | null;
  archived?: boolean;
  questions?: number;
};

const LETTERS: readonly Option[] = ['A', 'B', 'C', 'D'];

/** Inserts a simulado with `questions` questions (positions inserted in reverse order). */
export async function createSimulado(db: DbOrTx, values: TestSimulado = {}): Promise<string> {
  const { id } = await db
    .insertInto('simulados')
    .values({
      title: values.title ?? `Simulado ${crypto.randomBytes(3).toString('hex')}`,
      subject: values.subject === undefined ? 'Direito Constitucional' : values.subject,
      description: values.description === undefined ? 'Prova de treino.' : values.description,
      price_cents: values.priceCents ?? 0,
      duration_minutes: values.durationMinutes === undefined ? 60 : values.durationMinutes,
      is_practice_only: values.isPracticeOnly ?? false,
      start_date: values.startDate ?? null,
      end_date: values.endDate ?? null,
      archived_at: values.archived ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const count = values.questions ?? 3;
  // Inserted last-first, so an ordering by position is really tested.
  for (let position = count; position >= 1; position--) {
    await db
      .insertInto('questions')
      .values({
        simulado_id: id,
        position,
        text: `Questão ${position}`,
        option_a: 'Alternativa A',
        option_b: 'Alternativa B',
        option_c: 'Alternativa C',
        option_d: 'Alternativa D',
        correct_option: LETTERS[position % 4]!,
        subject: position === 1 ? 'Português' : null,
        explanation: `${SECRET_MARK}: comentário da questão ${position}.`,
      })
      .execute();
  }
  return id;
}

export async function archiveSimulado(db: DbOrTx, id: string): Promise<void> {
  await db.updateTable('simulados').set({ archived_at: new Date() }).where('id', '=', id).execute();
}

export type SignedIn = { id: string; email: string; cookie: string };

/** A verified account of the role, signed in. */
export async function signedIn(
  api: ApiClient,
  db: Db,
  role: Role = 'STUDENT',
  email = uniqueEmail(role.toLowerCase()),
): Promise<SignedIn> {
  const account = await createAccount(db, { role, email });
  const cookie = await signIn(api, account.email, account.password);
  return { id: account.user.id, email: account.email, cookie };
}

/** The raw body must not mention the answer key in any spelling. */
export function expectNoAnswerKey(res: LightMyRequestResponse): void {
  for (const needle of ['correctOption', 'correct_option', 'explanation', SECRET_MARK])
    expect(res.body, `${needle} leaked`).not.toContain(needle);
}

/** A result row as the exam area will write it. */
export async function insertResult(
  db: DbOrTx,
  values: {
    userId: string;
    simuladoId: string;
    completedAt: Date;
    score?: number;
    attemptType?: 'OFFICIAL' | 'PRACTICE';
  },
): Promise<string> {
  const { id } = await db
    .insertInto('results')
    .values({
      user_id: values.userId,
      simulado_id: values.simuladoId,
      attempt_type: values.attemptType ?? 'OFFICIAL',
      score: values.score ?? 66.67,
      correct_count: 2,
      total_questions: 3,
      duration_seconds: 1234,
      completed_at: values.completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const randomUuid = (): string => crypto.randomUUID();
