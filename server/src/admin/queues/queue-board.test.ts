import { describe, expect, it } from 'vitest';
import { signedIn } from '../../simulados/catalogue.test-support';
import {
  describeBackends,
  relaxedRateLimits,
  testBackends,
  testRedisUrl,
  useTestApp,
} from '../../test/support';

describeBackends('queue board, embedded', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('does not exist without BullMQ', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const res = await t.app.inject({
      url: '/admin/queues',
      cookies: { gabaritei_sid: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

const postgres = testBackends().find((b) => b.name === 'postgres')?.available ?? false;

describe.skipIf(!postgres || !testRedisUrl)('queue board, scaled (postgres + redis)', () => {
  const t = useTestApp('postgres', { redis: true, config: { rateLimits: relaxedRateLimits } });

  it('answers anonymous requests with 401 and other roles with 403, in JSON', async () => {
    const anonymous = await t.app.inject('/admin/queues');
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    const refused = await t.app.inject({
      url: '/admin/queues/api/queues',
      cookies: { gabaritei_sid: teacher.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403 });
  });

  it('shows the queue to an administrator', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const page = await t.app.inject({
      url: '/admin/queues',
      cookies: { gabaritei_sid: admin.cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.app.inject({
      url: '/admin/queues/api/queues',
      cookies: { gabaritei_sid: admin.cookie },
    });
    expect(api.statusCode, api.body).toBe(200);
    expect(api.json()).toMatchObject({ queues: [expect.objectContaining({ name: 'gabaritei' })] });
  });
});
