import crypto from 'node:crypto';
import { expect } from 'vitest';
import { rankResults, type RankingPage } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import { hashToken, newToken } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/database';
import type { JobQueue } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';

export type Student = { id: string; name: string; cookie: string };

/**
 * `count` signed-in students in bulk (no password hashing, no login round trip): users
 * and sessions rows as sign-up and login write them.
 */
export async function seedStudents(db: Db, count: number, prefix = 'Aluno'): Promise<Student[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const now = new Date();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} ${i + 1}`,
        email: `ranking-${tag}-${i}@example.com`,
        password_hash: 'not-a-login',
        role: 'STUDENT' as const,
        email_verified_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const students = users.map((user) => ({ ...user, cookie: newToken() }));
  await db
    .insertInto('sessions')
    .values(
      students.map((student) => ({
        id_hash: hashToken(student.cookie),
        user_id: student.id,
        expires_at: new Date(now.getTime() + 24 * 3600_000),
        last_seen_at: now,
      })),
    )
    .execute();
  return students;
}

/** Official results written directly, as the finaliser would. */
export async function seedResults(
  db: DbOrTx,
  simuladoId: string,
  rows: ReadonlyArray<{ userId: string; score: number; durationSeconds: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('results')
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        simulado_id: simuladoId,
        attempt_type: 'OFFICIAL' as const,
        score: row.score,
        correct_count: 0,
        total_questions: 3,
        duration_seconds: row.durationSeconds,
        completed_at: new Date(),
      })),
    )
    .execute();
}

/** Runs the recompute job now and waits for it (as a worker would run it). */
export async function recomputeNow(jobs: JobQueue<RankingJobs>, simuladoId: string): Promise<void> {
  await jobs.enqueueAndWait('ranking.recompute', { simuladoId }, { timeoutMs: 30_000 });
}

export async function snapshotVersion(db: Db, simuladoId: string): Promise<number> {
  const row = await db
    .selectFrom('ranking_snapshots')
    .select('version')
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Polls until `check` passes (or fails with its last error after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function getRanking(
  api: ApiClient,
  simuladoId: string,
  query = '',
  cookie?: string,
): Promise<RankingPage> {
  const res = await api.get(`/api/results/ranking/${simuladoId}${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RankingPage;
}

/** The whole snapshot against the reference rule over the results table. */
export async function expectSnapshotMatchesResults(db: Db, simuladoId: string): Promise<number> {
  const results = await db
    .selectFrom('results')
    .select(['user_id', 'score', 'duration_seconds'])
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', 'OFFICIAL')
    .execute();
  const expected = rankResults(
    results.map((r) => ({
      userId: r.user_id,
      score: r.score,
      durationSeconds: r.duration_seconds,
    })),
  );
  const entries = await db
    .selectFrom('ranking_entries')
    .select(['position', 'user_id', 'rank', 'score'])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
  expect(entries.map((e) => e.position)).toEqual(expected.map((_, i) => i + 1));
  expect(new Set(entries.map((e) => e.user_id)).size).toBe(entries.length);
  expect(entries.map((e) => [e.user_id, e.rank])).toEqual(expected.map((e) => [e.userId, e.rank]));
  return entries.length;
}
