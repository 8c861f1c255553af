/**
 * `pnpm bench backup [--mode embedded|scaled] [--attempts N] [--questions N]`: a database of
 * N finished attempts (default 50,000 candidates × 20 questions: a session, its answers, a
 * result and its answers each) is made with SQL, exported with `db:export`'s code and
 * imported into a second, empty database of the same kind. Target: each step < 60 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createExportService } from '../../server/src/backup/export.service';
import { createImportService } from '../../server/src/backup/import.service';
import { systemClock } from '../../server/src/clock';
import type { Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createBenchDatabase } from './lib/setup';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'scaled' },
    attempts: { type: 'string', default: '50000' },
    questions: { type: 'string', default: '20' },
    'postgres-url': { type: 'string' },
  },
});
const mode = args.mode === 'embedded' ? 'embedded' : 'scaled';
const attempts = Number(args.attempts);
const questions = Number(args.questions);
const postgresUrl =
  args['postgres-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_S = 60;
const log = (line: string) => console.info(line);
const since = (start: number) => (performance.now() - start) / 1000;
/** The machine's 1-minute load average: these figures mean little without it. */
const load = () => os.loadavg()[0]!.toFixed(1);

/** Every row made in the database itself: a few statements, not a million round trips. */
async function seed(db: Db): Promise<void> {
  await sql`insert into simulados (id, title, price_cents, duration_minutes)
    values ('00000000-0000-0000-0000-00000000b0b0', 'Simulado do bench de backup', 0, 120)`.execute(
    db,
  );
  await sql`insert into questions (id, simulado_id, position, text, option_a, option_b,
      option_c, option_d, correct_option, explanation)
    select md5('q' || g)::uuid, '00000000-0000-0000-0000-00000000b0b0', g,
      'Questão ' || g || ': qual alternativa está correta?', 'Alternativa A', 'Alternativa B',
      'Alternativa C', 'Alternativa D', (array['A','B','C','D'])[1 + g % 4],
      'Comentário da questão ' || g
    from generate_series(1, ${questions}) g`.execute(db);
  await sql`insert into users (id, name, email, password_hash, role, email_verified_at)
    select md5('u' || g)::uuid, 'Candidato ' || g, 'candidato' || g || '@bench.local',
      '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'STUDENT', now()
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into purchases (user_id, simulado_id, price_cents, provider, purchased_at)
    select md5('u' || g)::uuid, '00000000-0000-0000-0000-00000000b0b0', 0, 'free', now()
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into exam_sessions (id, user_id, simulado_id, status, started_at,
      expires_at, submitted_at)
    select md5('s' || g)::uuid, md5('u' || g)::uuid, '00000000-0000-0000-0000-00000000b0b0',
      'SUBMITTED', now() - interval '2 hours', now(), now() - (g % 3600) * interval '1 second'
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into session_answers (session_id, question_id, selected_option, client_seq,
      saved_at)
    select md5('s' || g)::uuid, md5('q' || q)::uuid, (array['A','B','C','D'])[1 + (g + q) % 4],
      q, now() - interval '1 hour'
    from generate_series(1, ${attempts}) g, generate_series(1, ${questions}) q`.execute(db);
  await sql`insert into results (id, user_id, simulado_id, exam_session_id, attempt_type,
      score, correct_count, total_questions, duration_seconds, completed_at)
    select md5('r' || g)::uuid, md5('u' || g)::uuid, '00000000-0000-0000-0000-00000000b0b0',
      md5('s' || g)::uuid, 'OFFICIAL', round((g % 101)::numeric, 2), g % ${questions + 1},
      ${questions}, 600 + g % 3000, now() - (g % 3600) * interval '1 second'
    from generate_series(1, ${attempts}) g`.execute(db);
  await sql`insert into result_answers (result_id, question_id, selected_option, is_correct)
    select md5('r' || g)::uuid, md5('q' || q)::uuid, (array['A','B','C','D'])[1 + (g + q) % 4],
      (g + q) % 4 = q % 4
    from generate_series(1, ${attempts}) g, generate_series(1, ${questions}) q`.execute(db);
}

async function main(): Promise<void> {
  const options = { mode, postgresUrl, redisUrl: 'redis://127.0.0.1:6379' } as const;
  const source = await createBenchDatabase(options);
  const target = await createBenchDatabase(options);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-backup-'));
  const archive = path.join(work, 'export.jsonl.gz');
  try {
    log(`backup bench, ${mode}: ${attempts} attempts × ${questions} questions (load ${load()})`);
    const from = await source.open();
    let exportS: number;
    let rows: number;
    try {
      await migrateToLatest(from.db);
      let start = performance.now();
      await seed(from.db);
      log(`  seeded in ${since(start).toFixed(1)} s (${source.location})`);
      start = performance.now();
      const manifest = await createExportService({
        db: from.db,
        clock: systemClock,
        kind: from.kind,
        reportsDir: null,
      }).exportTo(archive);
      exportS = since(start);
      rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    } finally {
      await from.close();
    }
    const size = fs.statSync(archive).size / 1024 / 1024;
    log(`  export: ${exportS.toFixed(1)} s, ${rows} rows, ${size.toFixed(1)} MiB (load ${load()})`);
    const to = await target.open();
    let importS: number;
    try {
      const start = performance.now();
      await createImportService({ db: to.db, reportsDir: null }).importFrom(archive);
      importS = since(start);
    } finally {
      await to.close();
    }
    log(`  import: ${importS.toFixed(1)} s (migrations included; load ${load()})`);
    const verdict = (s: number) => (s < TARGET_S ? 'ok' : 'OVER');
    log(`  target < ${TARGET_S} s each: export ${verdict(exportS)}, import ${verdict(importS)}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await source.cleanup();
    await target.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
