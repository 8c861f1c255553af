import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger';
import { describeBackends, useTestApp } from './test/support';

/** Collects what a logger writes, line by line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const config = { logLevel: 'info' as const, env: 'test' as const, instanceId: 'api-7' };

it('writes JSON unless asked for pretty lines or writing to a terminal', () => {
  const json = capture();
  createLogger(config, json.stream, false).info('hello');
  expect(JSON.parse(json.lines[0]!)).toMatchObject({ msg: 'hello', instance: 'api-7' });

  const pretty = capture();
  createLogger({ ...config, logFormat: 'pretty' }, pretty.stream, false).info('hello');
  expect(pretty.lines.join('\n')).toMatch(/INFO.*hello/);
  expect(() => JSON.parse(pretty.lines[0]!)).toThrow();

  const forced = capture();
  createLogger({ ...config, logFormat: 'json' }, forced.stream, true).info('hello');
  expect(JSON.parse(forced.lines[0]!)).toMatchObject({ msg: 'hello' });
});

describeBackends('request logs', (backend) => {
  const out = capture();
  const t = useTestApp(backend, { logger: createLogger(config, out.stream, false) });

  it('writes one line per request, with the instance and its own request id', async () => {
    await t.app.inject('/api/nope');
    await t.app.inject('/api/nope');
    const lines = out.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.requestId);
    expect(lines).toHaveLength(2);
    const ids = new Set(lines.map((line) => line.requestId));
    expect(ids.size).toBe(2);
    for (const line of lines) expect(line.instance).toBe('api-7');
  });
});
