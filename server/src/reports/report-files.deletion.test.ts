import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { meApi, person, type Person } from '../account/account.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createReportStore } from './report-store';
import { createReportSimulado, insertAttempt } from './reports.test-support';

const T0 = new Date('2026-11-24T12:00:00.000Z');

/**
 * A deleted account's PDF reports print its name, so they go with it — also
 * from REPORTS_DIR, where the database's cascade does not reach. Self-deletion and the
 * admin's deletion, on both back ends, with a real rendering through the download route.
 */
describeBackends('reports of a deleted account', (backend) => {
  const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-reports-'));
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits, reportsDir } });
  const me = meApi(() => t.app);
  afterAll(() => fs.rmSync(reportsDir, { recursive: true, force: true }));

  const pdfsOnDisk = () => fs.readdirSync(reportsDir).filter((name) => name.endsWith('.pdf'));

  /** A student with an official report rendered by the route and a practice one stored. */
  async function withReports(name: string): Promise<{ who: Person; files: string[] }> {
    const simulado = await createReportSimulado(t.db, {
      questions: 3,
      endDate: new Date(T0.getTime() - 60_000),
    });
    const who = await person(t.app, t.db, { name });
    const official = await insertAttempt(t.db, {
      userId: who.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 2,
    });
    const practice = await insertAttempt(t.db, {
      userId: who.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
      attemptType: 'PRACTICE',
    });
    const res = await me.get(
      `/api/reports/student/${who.id}/simulado/${simulado.id}?attemptType=OFFICIAL`,
      who.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const store = createReportStore({ db: t.db, dir: reportsDir });
    await store.put(practice, res.rawPayload, clock.now(), 'abc123');
    const files = [`${official}.pdf`, `${practice}.pdf`];
    expect(pdfsOnDisk()).toEqual(expect.arrayContaining(files));
    return { who, files };
  }

  it('deletes the PDFs of an account its owner deletes, and nobody else’s', async () => {
    const bystander = await withReports('Beatriz Fica');
    const leaving = await withReports('Caio Sai');
    const res = await me.delete('/api/me', { password: leaving.who.password }, leaving.who.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const left = pdfsOnDisk();
    for (const file of leaving.files) expect(left).not.toContain(file);
    expect(left).toEqual(expect.arrayContaining(bystander.files));
  }, 120_000);

  it('deletes the PDFs of an account an administrator deletes, and nobody else’s', async () => {
    const bystander = await withReports('Diana Fica');
    const removed = await withReports('Elias Removido');
    const admin = await person(t.app, t.db, { role: 'ADMIN' });
    const res = await me.delete(`/api/admin/users/${removed.who.id}`, undefined, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const left = pdfsOnDisk();
    for (const file of removed.files) expect(left).not.toContain(file);
    expect(left).toEqual(expect.arrayContaining(bystander.files));
  }, 120_000);
});
