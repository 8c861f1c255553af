import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { apiClient, relaxedRateLimits, waitForEmails } from '../auth/auth.test-support';
import { caller, teacherOf } from '../classes/classes.test-support';
import type { Db } from '../db/database';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { createReportStore } from '../reports/report-store';
import { reportsDirectory } from '../reports/report-renderer';
import { buildTestApp } from '../test/support';

/**
 * A table no migration creates, holding every awkward type: created on both sides, it
 * stands for "a table a later issue adds" and proves values travel exactly.
 */
export const PROBE_TABLE = sql`create table backup_type_probe (
  id bigint primary key,
  at timestamptz,
  amount numeric(30, 10),
  doc jsonb,
  raw bytea,
  tags text[],
  scores double precision[],
  label text
)`;

export const PROBE_ROWS = sql`insert into backup_type_probe values
  (9007199254740993, '2026-11-23 10:11:12.345678+00', 12345678901234567890.0123456789,
   '{"a": [1, 2.5, "três"], "b": null, "ç": {"x": true}}', '\\x00ff10fe'::bytea,
   array['um', 'dois, três', 'quatro "aspas"', null], array[0.1, 1e-300, -0],
   E'linha 1\\nlinha 2\\t😀 \\u00e9 \\\\ "fim"'),
  (2, null, null, null, null, null, null, null)`;

export type SeededInstallation = {
  simuladoId: string;
  inProgress: { email: string; password: string; sessionId: string; nextQuestion: string };
  resultId: string;
  reportPdf: Uint8Array;
};

/**
 * An embedded installation (PGlite on `dataDir`) with data in every area, made through
 * the real API where there is one: accounts and their e-mails, purchases, a session in
 * progress with answers, a submitted attempt with its result and ranking, a class with a
 * pending invitation, a contact message and a stored report.
 */
export async function seedEmbeddedInstallation(dataDir: string): Promise<SeededInstallation> {
  const t = await buildTestApp({
    config: { persistEmbedded: true, dataDir, rateLimits: relaxedRateLimits },
  });
  try {
    const db = t.app.runtime.db;
    const api = apiClient(t.app);
    const call = caller(t.app);
    const exam = examApi(api);
    const simuladoId = await createSimulado(db, {
      title: 'Simulado “TRT” — Português & Raciocínio 📚',
      questions: 5,
    });
    const registered = await api.post('/api/auth/register', {
      name: 'Çécília Ñúñez 😀',
      email: 'cecilia@example.com',
      password: 'senha-forte-1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await waitForEmails(db, 'cecilia@example.com');

    const questions = await questionsOf(db, simuladoId);
    const finisher = await candidate(api, db, simuladoId);
    const finished = await startSession(exam, finisher.cookie, simuladoId);
    for (const [i, q] of questions.entries()) {
      const choice: Option = i % 2 === 0 ? q.correct : q.wrong;
      await exam.save(finisher.cookie, finished.id, { questionId: q.id, selectedOption: choice });
    }
    await submitSession(exam, finisher.cookie, finished.id);

    const sitting = await candidate(api, db, simuladoId);
    const session = await startSession(exam, sitting.cookie, simuladoId);
    for (const q of questions.slice(0, 2)) {
      const saved = await exam.save(sitting.cookie, session.id, {
        questionId: q.id,
        selectedOption: q.correct,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const teacher = await teacherOf(api, db, call);
    const klass = await teacher.createClass('Turma Ômega');
    expect((await teacher.enrol(klass.id, sitting.email)).statusCode).toBe(201);
    // Nobody has this address yet: the enrolment is a pending invitation.
    expect((await teacher.enrol(klass.id, 'convidado@example.com')).statusCode).toBe(201);
    expect((await teacher.release(klass.id, simuladoId)).statusCode).toBeLessThan(300);

    const contact = await api.post('/api/contact/messages', {
      name: 'Zé Ninguém',
      email: 'ze@example.com',
      message: 'Olá! Gostaria de saber mais sobre as turmas. 👋\nSegunda linha.',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);

    const { id: resultId } = await db
      .selectFrom('results')
      .select('id')
      .where('exam_session_id', '=', finished.id)
      .executeTakeFirstOrThrow();
    await waitForRanking(db, simuladoId);
    const written = new Uint8Array(Buffer.from('%PDF-1.7\nrelatório de teste\n%%EOF\n'));
    const store = createReportStore({ db, dir: reportsDirectory(t.config) });
    expect(store.kind).toBe('directory');
    await store.put(resultId, written, new Date('2026-11-23T09:00:00.000Z'), 'abc123');
    // The bytes as stored, stamped with their version: what a restore must give back.
    const reportPdf = (await store.get(resultId))!.pdf;

    await sql`${PROBE_TABLE}`.execute(db);
    await sql`${PROBE_ROWS}`.execute(db);
    return {
      simuladoId,
      inProgress: {
        email: sitting.email,
        password: 'senha-segura-123',
        sessionId: session.id,
        nextQuestion: questions[2]!.id,
      },
      resultId,
      reportPdf,
    };
  } finally {
    await t.close();
  }
}

async function waitForRanking(db: Db, simuladoId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const row = await db
      .selectFrom('ranking_snapshots')
      .select('version')
      .where('simulado_id', '=', simuladoId)
      .executeTakeFirst();
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the ranking was never computed');
}

/** Every row of a table as canonical JSON text, sorted: two equal tables give equal lists. */
export async function tableRows(db: Db, table: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The same zone on both sides, so timestamptz prints alike.
    await sql`set local time zone 'UTC'`.execute(trx);
    const { rows } = await sql<{ j: string }>`
      select row_to_json(t)::text as j from ${sql.id(table)} t order by 1`.execute(trx);
    return rows.map((row) => row.j);
  });
}

/** Every key and index of the public tables, as the catalogue prints them, sorted. */
export async function keysAndIndexes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ d: string }>`
    select t.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) as d
    from pg_constraint k join pg_class t on t.oid = k.conrelid
    where t.relnamespace = 'public'::regnamespace
    union all
    select pg_get_indexdef(x.indexrelid)
    from pg_index x join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace
    order by 1`.execute(db);
  return rows.map((row) => row.d);
}
