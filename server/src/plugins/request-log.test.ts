import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from '../logger';
import { describeBackends, useTestApp } from '../test/support';

type Line = { level: number; msg: string; req?: { url?: string }; res?: { statusCode?: number } };

function sink(lines: Line[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as Line);
      done();
    },
  });
}

const DEBUG = 20;
const INFO = 30;

describeBackends('the request log', (backend) => {
  const info: Line[] = [];
  const t = useTestApp(backend, {
    config: { metricsToken: 'scrape-token-0123456789' },
    logger: createLogger({ logLevel: 'info', env: 'test', logFormat: 'json' }, sink(info)),
  });

  it('writes one line per refused request, and none at info for answered ones, probes and scrapes', async () => {
    info.length = 0;
    for (const url of ['/healthz', '/readyz', '/metrics', '/api/simulados', '/api/nao-existe'])
      await t.app.inject({ url });
    const requests = info.filter((line) => line.req);
    expect(requests.map((line) => [line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      ['request', '/api/nao-existe', 404],
    ]);
    expect(requests[0]!.level).toBe(INFO);
    expect(info.some((line) => /incoming request|request completed/.test(line.msg))).toBe(false);
  });
});

describeBackends('the request log at debug', (backend) => {
  const debug: Line[] = [];
  const t = useTestApp(backend, {
    logger: createLogger({ logLevel: 'debug', env: 'test', logFormat: 'json' }, sink(debug)),
  });

  it('has the probes and the answered requests, at debug', async () => {
    debug.length = 0;
    await t.app.inject({ url: '/readyz' });
    await t.app.inject({ url: '/api/simulados' });
    for (const url of ['/readyz', '/api/simulados']) {
      const lines = debug.filter((line) => line.req?.url === url);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: DEBUG, msg: 'request', res: { statusCode: 200 } });
    }
  });
});
