import os from 'node:os';
import { expect, it } from 'vitest';
import { describeBackends, useTestApp } from '../test/support';

/** DiscoQuaseCheio watches the log volume too once LOG_DIR names it. */
describeBackends('the disk of the logs', (backend) => {
  const t = useTestApp(backend, { config: { logDir: os.tmpdir() } });

  it('is reported beside the data’s, free and size', async () => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const free = /gabaritei_disk_free_bytes\{dir="logs"\} (\d+)/.exec(text);
    const size = /gabaritei_disk_size_bytes\{dir="logs"\} (\d+)/.exec(text);
    expect(Number(free?.[1])).toBeGreaterThan(0);
    expect(Number(size?.[1])).toBeGreaterThanOrEqual(Number(free?.[1]));
  });
});
