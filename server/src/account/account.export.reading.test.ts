import { expect, it } from 'vitest';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { meApi, person } from './account.test-support';

type Export = {
  readingPreferences: unknown;
  extraTime: { simuladoId: string; extraMinutes: number; reason: string }[];
};

/** 'Baixar meus dados' holds the exam's reading preferences and her extra time too. */
describeBackends('Baixar meus dados: reading preferences and extra time', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });
  const me = meApi(() => t.app);
  const exported = async (cookie: string) => {
    const res = await me.get('/api/me/export', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Export;
  };

  it('exports the reading preferences she saved, null before she saves any', async () => {
    const who = await person(t.app, t.db, { name: 'Lúcia Leitura' });
    const other = await person(t.app, t.db, { name: 'Outra Pessoa' });
    expect((await exported(who.cookie)).readingPreferences).toBeNull();

    const mine = { fontScale: 150, highContrast: true, lineSpacing: 'WIDER' };
    const theirs = { fontScale: 200, highContrast: false, lineSpacing: 'WIDE' };
    for (const [cookie, body] of [
      [who.cookie, mine],
      [other.cookie, theirs],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/me/reading-preferences',
        payload: body,
        cookies: { gabaritei_sid: cookie },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect((await exported(who.cookie)).readingPreferences).toEqual(mine);
    expect((await exported(other.cookie)).readingPreferences).toEqual(theirs);
  });

  it('exports her extra time with its reason, and nobody else’s', async () => {
    const admin = await person(t.app, t.db, { role: 'ADMIN' });
    const who = await person(t.app, t.db, { name: 'Ana Adicional' });
    const other = await person(t.app, t.db, { name: 'Bia Outra' });
    const simulado = await createSimulado(t.db, { title: 'Simulado com tempo adicional' });
    for (const [email, reason] of [
      [who.email, 'Laudo médico'],
      [other.email, 'Lactante'],
    ]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/simulados/${simulado}/accommodations`,
        payload: { email, extraMinutes: 45, reason },
        cookies: { gabaritei_sid: admin.cookie },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const data = await exported(who.cookie);
    expect(data.extraTime).toEqual([
      expect.objectContaining({ simuladoId: simulado, extraMinutes: 45, reason: 'Laudo médico' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Lactante');
  });
});
