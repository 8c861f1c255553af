import { expect, it } from 'vitest';
import { DEFAULT_READING } from '@gabaritei/shared';
import { signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const URL = '/api/me/reading-preferences';

/** The exam's reading preferences, kept per account on the server (every device). */
describeBackends('reading preferences', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('starts at the defaults, keeps what the account sets, and only for that account', async () => {
    const ana = await signedIn(t.api, t.db, 'STUDENT');
    const bia = await signedIn(t.api, t.db, 'STUDENT');
    const first = await t.api.get(URL, { cookie: ana.cookie });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(DEFAULT_READING);

    const chosen = { fontScale: 175, highContrast: true, lineSpacing: 'WIDER' };
    const put = await t.api.put(URL, chosen, { cookie: ana.cookie });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(chosen);
    expect((await t.api.get(URL, { cookie: ana.cookie })).json()).toEqual(chosen);
    expect((await t.api.get(URL, { cookie: bia.cookie })).json()).toEqual(DEFAULT_READING);
  });

  it('refuses what is not a preference with a 400 in Portuguese, changing nothing', async () => {
    const ana = await signedIn(t.api, t.db, 'STUDENT');
    for (const bad of [
      { fontScale: 300, highContrast: false, lineSpacing: 'NORMAL' },
      { fontScale: 110, highContrast: false, lineSpacing: 'NORMAL' },
      { fontScale: 150, highContrast: 'sim', lineSpacing: 'NORMAL' },
      { fontScale: 150, highContrast: false, lineSpacing: 'ENORME' },
      {},
    ]) {
      const res = await t.api.put(URL, bad, { cookie: ana.cookie });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
      expect(res.json().message).toMatch(/[a-zà-ú]/);
    }
    expect((await t.api.get(URL, { cookie: ana.cookie })).json()).toEqual(DEFAULT_READING);
    expect((await t.api.get(URL)).statusCode).toBe(401);
  });
});
