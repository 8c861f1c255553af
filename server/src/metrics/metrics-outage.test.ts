import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freePort, type TestApp } from '../test/support';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A line of the exposition: the sample of `series` (name and labels as written), or null. */
const sample = (body: string, series: string): number | null => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

/**
 * Redis hung (its process stopped with SIGSTOP: connections stay open and nothing
 * answers, as in a network partition or a Redis swapping to death). A Redis of this
 * suite's own, on a port of its own; the machine's Redis is not touched.
 */
describe.skipIf(!existsSync(REDIS_SERVER))('/metrics while Redis does not answer', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gabaritei-redis-hung-'));

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
      { stdio: 'ignore' },
    );
    const redisUrl = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}`).then(
          () => true,
          (error: { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    t = await buildTestApp({ config: { redisUrl, runJobsInProcess: false } });
  }, 60_000);

  afterAll(async () => {
    if (redis?.pid && redis.exitCode === null) process.kill(redis.pid, 'SIGCONT');
    await t?.close();
    if (redis?.pid && redis.exitCode === null) {
      const exited = new Promise((resolve) => redis?.once('exit', resolve));
      process.kill(redis.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const startedAt = performance.now();
    const response = await t.app.inject({ url: '/metrics' });
    return { response, ms: performance.now() - startedAt };
  };

  it('answers within 1 s, says Redis is down and the queue gauge stale, then recovers', async () => {
    const healthy = await scrape();
    expect(sample(healthy.response.body, 'gabaritei_redis_up')).toBe(1);
    expect(sample(healthy.response.body, 'gabaritei_database_up')).toBe(1);

    process.kill(redis!.pid!, 'SIGSTOP');
    for (let i = 0; i < 3; i++) {
      const { response, ms } = await scrape();
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(1_000);
      expect(sample(response.body, 'gabaritei_redis_up')).toBe(0);
      expect(sample(response.body, 'gabaritei_database_up')).toBe(1);
      expect(sample(response.body, 'gabaritei_metric_stale{family="gabaritei_queue_jobs"}')).toBe(
        1,
      );
    }

    process.kill(redis!.pid!, 'SIGCONT');
    await expect
      .poll(async () => sample((await scrape()).response.body, 'gabaritei_redis_up'), {
        timeout: 10_000,
      })
      .toBe(1);
  }, 60_000);
});
