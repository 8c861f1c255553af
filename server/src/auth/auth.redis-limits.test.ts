import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../test/support';
import { apiClient, randomIp, uniqueEmail, useAppsSharingRedis } from './auth.test-support';

/** Two API instances on one Redis: the limits hold for the pair, not for each. */
describe.skipIf(!testRedisUrl)('auth rate limits across API instances sharing Redis', () => {
  const apps = useAppsSharingRedis({
    rateLimits: { authPerIp: 4, authPerAccount: 100, loginFailuresPerIp: 4, windowMs: 60_000 },
  });

  it('refuses the fifth failed sign-in from one address, whichever instance gets it', async () => {
    const ip = randomIp();
    const [one, two] = apps.map((t) => apiClient(t.app, { ip }));
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const api = i % 2 === 0 ? one! : two!;
      codes.push(
        (await api.post('/api/auth/login', { email: uniqueEmail(), password: 'senha-1234' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });
});
