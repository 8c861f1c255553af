import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  countResults,
  finaliserDepsOf,
  MINUTE,
  startedCandidate,
  useExamSuite,
} from './exam.test-support';
import { FALLBACK_LATE_MS, fallbackSweep } from './expiry-fallback';
import { FALLBACK_SWEEP_LOCK } from './expiry-fallback.repository';

/**
 * The scaled API instances' fallback when no worker expires sessions: nothing while
 * sessions are on time (a worker's job has them), a sweep once one is FALLBACK_LATE_MS past
 * its grace, and on PostgreSQL only by the process holding the advisory lock.
 */
describeBackends('the expiry fallback of the API instances', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);
  const deps = () => ({
    ...finaliserDepsOf(t, clock),
    databaseKind: backend === 'pglite' ? ('pglite' as const) : ('postgres' as const),
  });

  it('leaves a session just past its grace to the workers, and sweeps one that is late', async () => {
    const { simulado, session } = await startedCandidate(t, exam, { durationMinutes: 10 });
    clock.advance(10 * MINUTE + SAVE_GRACE_MS + 1_000);
    expect(await fallbackSweep(deps())).toBeNull();
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(0);

    clock.advance(FALLBACK_LATE_MS);
    expect(await fallbackSweep(deps())).toBe(1);
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
    const row = await t.db
      .selectFrom('exam_sessions')
      .select('status')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('IN_PROGRESS');
    // Done once: the next look finds nothing late.
    expect(await fallbackSweep(deps())).toBeNull();
  });

  it.skipIf(backend !== 'postgres')(
    'sweeps nothing while another instance holds the lock, then sweeps once it is free',
    async () => {
      const { simulado } = await startedCandidate(t, exam, { durationMinutes: 10 });
      clock.advance(10 * MINUTE + SAVE_GRACE_MS + FALLBACK_LATE_MS + 1_000);
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [FALLBACK_SWEEP_LOCK]);
        expect(await fallbackSweep(deps())).toBeNull();
        expect(await countResults(t.db, { simuladoId: simulado })).toBe(0);
      } finally {
        await other.end();
      }
      expect(await fallbackSweep(deps())).toBe(1);
      expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
    },
  );
});

describe('the fallback lock key', () => {
  it('fits PostgreSQL bigint advisory keys', () => {
    expect(Number.isSafeInteger(FALLBACK_SWEEP_LOCK)).toBe(true);
  });
});
