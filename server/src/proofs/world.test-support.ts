import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Role } from '@gabaritei/shared';
import { createAccount, uniqueEmail } from '../auth/auth.test-support';
import { createFakeClock, type FakeClock } from '../clock';
import type { Db } from '../db/database';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../test/support';

/** Who calls: the six principals of the authorization matrix. */
export const PRINCIPALS = [
  'anonymous',
  'studentOwner',
  'studentOther',
  'teacherOwner',
  'teacherOther',
  'admin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];

const ROLE_OF: Record<Exclude<Principal, 'anonymous'>, Role> = {
  studentOwner: 'STUDENT',
  studentOther: 'STUDENT',
  teacherOwner: 'TEACHER',
  teacherOther: 'TEACHER',
  admin: 'ADMIN',
};

export type Account = { id: string; email: string; password: string; cookie: string };

/**
 * One small world per back end, built once: every principal signed in once, a simulado
 * with questions, a class of each teacher (the owner's with the owner student enrolled and
 * the simulado released), an official attempt of each student submitted.
 */
export type World = {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  accounts: Record<Exclude<Principal, 'anonymous'>, Account>;
  simuladoId: string;
  /** A second simulado nobody bought or sat ("someone else's" from a student's side). */
  otherSimuladoId: string;
  classOwnerId: string;
  classOtherId: string;
  sessionOwnerId: string;
  sessionOtherId: string;
  unknownId: string;
  /** A student nobody needs afterwards, for calls that delete an account. */
  disposableUserId(): Promise<string>;
  /** A simulado nobody needs afterwards, for calls that delete one. */
  disposableSimuladoId(): Promise<string>;
  close(): Promise<void>;
};

export type Call = {
  method: string;
  url: string;
  payload?: unknown;
  cookie?: string;
};

export function inject(app: FastifyInstance, call: Call): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call.method as 'GET',
    url: call.url,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    cookies: call.cookie ? { gabaritei_sid: call.cookie } : {},
  });
}

async function expectOk(res: LightMyRequestResponse, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export async function buildWorld(backend: 'pglite' | 'postgres'): Promise<World> {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t: TestApp = await buildTestApp({
    backend,
    clock,
    config: {
      rateLimits: relaxedRateLimits,
      contact: { email: 'equipe@gabaritei.test', whatsapp: '5561999990000', perIpLimit: 10_000 },
    },
  });
  const { app } = t;
  const db = app.runtime.db;
  const accounts = {} as World['accounts'];
  for (const [principal, role] of Object.entries(ROLE_OF)) {
    const { user, email, password } = await createAccount(db, {
      role,
      email: uniqueEmail(principal.toLowerCase()),
      name: `Pessoa ${principal}`,
    });
    const res = await inject(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const cookie = res.cookies.find((c) => c.name === 'gabaritei_sid')?.value;
    if (!cookie) throw new Error(`login of ${principal}: ${res.statusCode} ${res.body}`);
    accounts[principal as keyof World['accounts']] = { id: user.id, email, password, cookie };
  }
  const as = (who: keyof World['accounts'], method: string, url: string, payload?: unknown) =>
    inject(app, { method, url, payload, cookie: accounts[who].cookie });

  const newSimulado = async (title: string) => {
    const { id } = await expectOk(
      await as('admin', 'POST', '/api/admin/simulados', { title, price: 0 }),
      'create simulado',
    );
    const csv = ['Q1', 'Q2', 'Q3']
      .map((q, i) => [q, 'A', 'B', 'C', 'D', 'ABCD'[i]].join(','))
      .join('\n');
    await expectOk(
      await as('admin', 'POST', `/api/admin/simulados/${id}/questions/csv`, { csvContent: csv }),
      'import csv',
    );
    return String(id);
  };
  const simuladoId = await newSimulado('Simulado da Matriz');
  const otherSimuladoId = await newSimulado('Outro Simulado');

  const newClass = async (who: 'teacherOwner' | 'teacherOther', name: string) =>
    String((await expectOk(await as(who, 'POST', '/api/classes', { name }), 'class')).id);
  const classOwnerId = await newClass('teacherOwner', 'Turma Dona');
  const classOtherId = await newClass('teacherOther', 'Turma Alheia');
  await expectOk(
    await as('teacherOwner', 'POST', `/api/classes/${classOwnerId}/students`, {
      studentEmail: accounts.studentOwner.email,
    }),
    'enrol',
  );
  // Enrolment is an invitation: a release reaches accepted members only.
  await expectOk(
    await as('studentOwner', 'POST', `/api/me/classes/${classOwnerId}/accept`),
    'accept invitation',
  );
  await expectOk(
    await as('teacherOwner', 'POST', `/api/classes/${classOwnerId}/simulados`, { simuladoId }),
    'release',
  );

  // The owner student has the simulado through the class release; the other one buys it.
  await expectOk(await as('studentOther', 'POST', '/api/purchases', { simuladoId }), 'purchase');
  const sitOfficial = async (who: 'studentOwner' | 'studentOther') => {
    const started = await expectOk(
      await as(who, 'POST', '/api/exam-sessions/start', { simuladoId }),
      'start',
    );
    const id = String(started.id);
    await expectOk(await as(who, 'POST', `/api/exam-sessions/${id}/submit`, {}), 'submit');
    return id;
  };
  const sessionOwnerId = await sitOfficial('studentOwner');
  const sessionOtherId = await sitOfficial('studentOther');
  // Let the ranking recompute the submissions asked for settle before any snapshot.
  await new Promise((resolve) => setTimeout(resolve, 600));

  return {
    app,
    db,
    clock,
    accounts,
    simuladoId,
    otherSimuladoId,
    classOwnerId,
    classOtherId,
    sessionOwnerId,
    sessionOtherId,
    unknownId: crypto.randomUUID(),
    disposableUserId: async () => (await createAccount(db, { name: 'Descartável' })).user.id,
    disposableSimuladoId: () => newSimulado('Simulado descartável'),
    close: () => t.close(),
  };
}

/**
 * Written only by jobs (e-mails, ranking recomputes, report files), which may still be
 * finishing what an earlier successful call asked for; a refused call enqueues no job.
 */
const JOB_TABLES = [
  'outbox_emails',
  'ranking_snapshots',
  'ranking_entries',
  'report_files',
  'report_prerenders',
  // The regrade job's progress and score notes, the stored item statistics.
  'regrade_runs',
  'score_changes',
  'item_statistics',
];

/**
 * A fingerprint of every table: its row count and an md5 of its rows. Cheap on a world
 * this small, and it proves "nothing changed" without knowing what a route would touch.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name not in (${sql.join(JOB_TABLES)})
    order by table_name`.execute(db);
  // One statement for all tables: the proofs take thousands of snapshots.
  const parts = tables.rows.map(
    ({ name }) => sql`select ${name} as name, count(*)::text || ':' ||
      coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print
      from ${sql.table(name)} t`,
  );
  const rows = await sql<{
    name: string;
    print: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.print]));
}

/**
 * A transactional count of every row written to the tables `snapshot` covers, kept by a
 * row-level trigger on each. The generated-input proof reads it after every refused call
 * (thousands of them): one tiny query instead of an md5 of every table, and, being
 * transactional, a write that was rolled back does not count as a change.
 */
export async function installChangeCounter(db: Db): Promise<() => Promise<number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%' and table_name not in (${sql.join(JOB_TABLES)})`.execute(
    db,
  );
  await sql`create table proof_changes (n bigint not null)`.execute(db);
  await sql`insert into proof_changes values (0)`.execute(db);
  await sql`create function proof_count_change() returns trigger language plpgsql as $$
    begin update proof_changes set n = n + 1; return null; end $$`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger proof_count_change after insert or update or delete
      on ${sql.table(name)} for each row execute function proof_count_change()`.execute(db);
  }
  return async () => {
    const { rows } = await sql<{ n: number }>`select n from proof_changes`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
}
