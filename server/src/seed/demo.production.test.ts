import { expect, it, vi } from 'vitest';
import { apiClient } from '../auth/auth.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { DEMO_ACCOUNTS, seedDemoData } from './demo';

/**
 * A production server never keeps an account whose password the README publishes: its
 * demo gets passwords made at start, handed back once for the start to print.
 */
describeBackends('demo seed in production', (backend) => {
  const t = useTestApp(backend);

  async function statusOf(email: string, password: string): Promise<number> {
    return (await apiClient(t.app).post('/api/auth/login', { email, password })).statusCode;
  }

  it('creates the demo accounts with generated passwords, handed back once', async () => {
    const info = vi.spyOn(t.app.runtime.logger, 'info');
    const generated = await seedDemoData(t.app.runtime, { announce: true, passwords: 'generated' });
    const logged = JSON.stringify(info.mock.calls);
    info.mockRestore();

    expect(generated.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const { password } = generated.find((a) => a.email === account.email)!;
      expect(password).not.toBe(account.password);
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(logged).not.toContain(password);
      expect(await statusOf(account.email, account.password)).toBe(401);
      expect(await statusOf(account.email, password)).toBe(200);
    }
    // Printed once: a restart creates nothing and hands nothing back.
    expect(await seedDemoData(t.app.runtime, { announce: false, passwords: 'generated' })).toEqual(
      [],
    );
  });
});

describeBackends('demo seed in production, after an earlier start', (backend) => {
  const t = useTestApp(backend);

  async function statusOf(email: string, password: string): Promise<number> {
    return (await apiClient(t.app).post('/api/auth/login', { email, password })).statusCode;
  }

  it('replaces a published password that an earlier start left on a demo account', async () => {
    await seedDemoData(t.app.runtime, { announce: false });
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    expect(await statusOf(admin.email, admin.password)).toBe(200);

    const rotated = await seedDemoData(t.app.runtime, { announce: false, passwords: 'generated' });
    expect(rotated).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await statusOf(admin.email, admin.password)).toBe(401);
    const fresh = rotated.find((a) => a.email === admin.email)!.password;
    expect(await statusOf(admin.email, fresh)).toBe(200);
  });
});
