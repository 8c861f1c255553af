import { beforeAll, expect, it } from 'vitest';
import { RANKING_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { JobQueue } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';
import { createSimulado, randomUuid } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { requestRankingRecompute } from './recompute-request';
import {
  eventually,
  expectSnapshotMatchesResults,
  getRanking,
  recomputeNow,
  seedResults,
  seedStudents,
  snapshotVersion,
  type Student,
} from './ranking.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');

describeBackends('ranking reads', (backend) => {
  const clock = createFakeClock(T0);
  let jobs: JobQueue<RankingJobs>;
  let students: Student[];
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  beforeAll(async () => {
    jobs = t.app.runtime.jobs;
    students = await seedStudents(t.db, 6);
  });

  it('orders, ties 1, 2, 2, 4 and serves `me` off the page', async () => {
    const simulado = await createSimulado(t.db, { startDate: new Date(T0.getTime() - 3600_000) });
    const [a, b, c, d, e] = students as [Student, Student, Student, Student, Student];
    await seedResults(t.db, simulado, [
      { userId: a.id, score: 60, durationSeconds: 100 },
      { userId: b.id, score: 100, durationSeconds: 500 },
      { userId: c.id, score: 80, durationSeconds: 200 },
      { userId: d.id, score: 80, durationSeconds: 200 },
      { userId: e.id, score: 80, durationSeconds: 100 },
    ]);
    await recomputeNow(jobs, simulado);

    const page = await getRanking(t.api, simulado, '', a.cookie);
    expect(page).toMatchObject({
      simuladoId: simulado,
      isAvailable: true,
      message: null,
      participants: 5,
      average: 80,
    });
    expect(page.rankings.map((r) => [r.userId, r.rank, r.score])).toEqual([
      [b.id, 1, 100],
      [e.id, 2, 80],
      ...[c.id, d.id].sort().map((id) => [id, 3, 80]),
      [a.id, 5, 60],
    ]);
    expect(page.rankings[0]!.userName).toBe(b.name);
    expect(page.me).toEqual({ userId: a.id, userName: a.name, rank: 5, score: 60, percentile: 0 });

    const second = await getRanking(t.api, simulado, '?page=2&pageSize=2', b.cookie);
    expect(second.rankings.map((r) => r.rank)).toEqual([3, 3]);
    expect(second.me).toMatchObject({ userId: b.id, rank: 1, percentile: 80 });
    const anonymous = await getRanking(t.api, simulado, '?pageSize=1');
    expect(anonymous.rankings).toHaveLength(1);
    expect(anonymous.me).toBeNull();
  });

  it('removes a deleted account at once', async () => {
    const simulado = await createSimulado(t.db, { startDate: null });
    const [gone, stays] = await seedStudents(t.db, 2, 'Temporário');
    await seedResults(t.db, simulado, [
      { userId: gone!.id, score: 90, durationSeconds: 10 },
      { userId: stays!.id, score: 50, durationSeconds: 10 },
    ]);
    await recomputeNow(jobs, simulado);
    await t.db.deleteFrom('users').where('id', '=', gone!.id).execute();
    const page = await getRanking(t.api, simulado);
    expect(page.rankings.map((r) => r.userId)).toEqual([stays!.id]);
  });

  it('says why a ranking is not available, and when it is empty', async () => {
    const future = await createSimulado(t.db, { startDate: new Date(T0.getTime() + 3600_000) });
    const practice = await createSimulado(t.db, { isPracticeOnly: true });
    const empty = await createSimulado(t.db, { startDate: new Date(T0.getTime() - 60_000) });
    expect(await getRanking(t.api, future)).toMatchObject({
      isAvailable: false,
      message: RANKING_MESSAGES.notStarted,
      rankings: [],
      me: null,
    });
    expect(await getRanking(t.api, practice)).toMatchObject({
      isAvailable: false,
      message: RANKING_MESSAGES.practiceOnly,
    });
    expect(await getRanking(t.api, empty)).toMatchObject({
      isAvailable: true,
      message: 'Ainda não há resultados para este simulado.',
      participants: 0,
      average: 0,
      rankings: [],
    });
  });

  it('lists every ranking group with its first page', async () => {
    const res = await t.api.get('/api/results/ranking');
    expect(res.statusCode).toBe(200);
    const groups = res.json() as Array<{ simuladoId: string; rankings: unknown[] }>;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups.every((group) => group.rankings.length <= 50)).toBe(true);
  });

  it('answers bad input with a 4xx in pt-BR', async () => {
    const simulado = await createSimulado(t.db);
    for (const query of ['?page=0', '?page=x', '?pageSize=201', '?pageSize=0', '?page=1.5']) {
      const res = await t.api.get(`/api/results/ranking/${simulado}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
    expect((await t.api.get('/api/results/ranking/nao-e-uuid')).statusCode).toBe(400);
    const unknown = await t.api.get(`/api/results/ranking/${randomUuid()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Simulado não encontrado.' });
  });

  it('coalesces a burst of requests into a few recomputes', async () => {
    const simulado = await createSimulado(t.db);
    const burst = await seedStudents(t.db, 40, 'Rajada');
    const started = performance.now();
    for (const [i, student] of burst.entries()) {
      await seedResults(t.db, simulado, [{ userId: student.id, score: i % 7, durationSeconds: i }]);
      await requestRankingRecompute(jobs, simulado);
    }
    const elapsed = performance.now() - started;
    await eventually(async () =>
      expect(await expectSnapshotMatchesResults(t.db, simulado)).toBe(40),
    );
    // One recompute per 250 ms window at most, plus the one a window may overlap.
    expect(await snapshotVersion(t.db, simulado)).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 2);
  });
});
