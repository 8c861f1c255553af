import { expect } from 'vitest';
import type { Recorder } from '../exam/key-embargo.test-support';
import { EMBARGO_ROUTES, isExempt } from './embargo-routes.table';
import { EMBARGO_ROLES, type EmbargoWorld } from './embargo-world.test-support';

/**
 * Every role calls every classified GET route with the world's ids; bodies are kept by
 * `rec` (PDFs as text). None may answer 5xx. Answers how many calls were made.
 */
export async function scanGetRoutes(w: EmbargoWorld, rec: Recorder, at: string): Promise<number> {
  let calls = 0;
  for (const [route, entry] of Object.entries(EMBARGO_ROUTES)) {
    if (isExempt(entry)) continue;
    for (const path of entry.urls(w.ids))
      for (const role of EMBARGO_ROLES) {
        const cookie = role === 'anonymous' ? undefined : w.cookies[role];
        const res = await w.app.inject({
          method: 'GET',
          url: path,
          cookies: cookie ? { gabaritei_sid: cookie } : {},
        });
        calls += 1;
        const source = `${role} ${route} (${path}) at ${at}`;
        expect(res.statusCode, `${source}: ${res.body}`).toBeLessThan(500);
        await rec.pdf(source, rec.http(source, res));
      }
  }
  return calls;
}
