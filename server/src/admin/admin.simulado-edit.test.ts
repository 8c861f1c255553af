import { expect, it } from 'vitest';
import {
  ACCOMMODATION_MESSAGES,
  ADMIN_MESSAGES,
  type AdminSimulado,
  type AdminSimuladoDetail,
  type AdminUserPage,
} from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { insertResult } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { useAdminSuite } from './admin.test-support';

describeBackends('simulado editing, practice-only creation and the paged user list', (backend) => {
  const clock = createFakeClock('2026-11-22T15:00:00.000Z');
  const { t, admin, root } = useAdminSuite(backend, { clock });

  const row = (id: string) =>
    t.db.selectFrom('simulados').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('edits every field of a simulado nobody sat, dates read in São Paulo time', async () => {
    const id = await admin.createSimulado(root.cookie, { title: 'Rascunho', price: 10 });
    const res = await admin.patch(
      `/api/admin/simulados/${id}`,
      {
        title: '  TRF 2027  ',
        subject: 'Direito',
        description: 'Prova completa.',
        price: 19.9,
        durationMinutes: 120,
        startDate: '2026-12-01T09:00',
        endDate: '2026-12-01T13:00',
        answerKeyRelease: 'IMMEDIATE',
      },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSimuladoDetail>()).toMatchObject({
      id,
      title: 'TRF 2027',
      price: 19.9,
      durationMinutes: 120,
      startDate: '2026-12-01T12:00:00.000Z',
      answerKeyRelease: 'IMMEDIATE',
    });
    expect(await row(id)).toMatchObject({
      subject: 'Direito',
      description: 'Prova completa.',
      price_cents: 1990,
      end_date: new Date('2026-12-01T16:00:00.000Z'),
    });
    // Only what is sent changes; null clears an optional field.
    const cleared = await admin.patch(`/api/admin/simulados/${id}`, { subject: null }, root.cookie);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await row(id)).toMatchObject({ subject: null, title: 'TRF 2027', price_cents: 1990 });
  });

  it('refuses bad edits with a pt-BR 400 and changes nothing', async () => {
    const id = await admin.createSimulado(root.cookie, {
      title: 'Datado',
      startDate: '2026-12-01T09:00',
      endDate: '2026-12-01T12:00',
    });
    const before = await row(id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, ADMIN_MESSAGES.nothingToUpdate],
      [{ title: '  ' }, ADMIN_MESSAGES.titleRequired],
      [{ price: 1.234 }, ADMIN_MESSAGES.priceInvalid],
      [{ durationMinutes: 0 }, ADMIN_MESSAGES.durationInvalid],
      // Only the end is sent: it is checked against the stored start.
      [{ endDate: '2026-12-01T08:00' }, ADMIN_MESSAGES.datesOutOfOrder],
      [{ answerKeyRelease: 'NUNCA' }, ADMIN_MESSAGES.keyReleaseInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.patch(`/api/admin/simulados/${id}`, payload, root.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await row(id)).toEqual(before);
    const unknown = await admin.patch(
      '/api/admin/simulados/00000000-0000-4000-8000-000000000000',
      { title: 'X' },
      root.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('once attempts exist, keeps the start and key release, naming what it refused, and extends only with a reason', async () => {
    const id = await admin.createSimulado(root.cookie, {
      title: 'Em andamento',
      durationMinutes: 60,
      startDate: '2026-11-22T08:00',
      endDate: '2026-11-22T20:00',
    });
    const student = await createAccount(t.db, { role: 'STUDENT' });
    await insertResult(t.db, { userId: student.user.id, simuladoId: id, completedAt: clock.now() });
    const before = await row(id);

    const refused = await admin.patch(
      `/api/admin/simulados/${id}`,
      { title: 'Novo título', startDate: '2026-11-22T09:00', endDate: '2026-11-22T22:00' },
      root.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'SIMULADO_HAS_ATTEMPTS',
      message: ADMIN_MESSAGES.lockedByAttempts(['a data de início', 'a data de término']),
    });
    // An extension of the end and the duration needs its reason (kept in the audit).
    const unexplained = await admin.patch(
      `/api/admin/simulados/${id}`,
      { title: 'Novo título', durationMinutes: 90, endDate: '2026-11-22T22:00' },
      root.cookie,
    );
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toMatchObject({ message: ACCOMMODATION_MESSAGES.extensionReason });
    expect(await row(id)).toEqual(before);

    // The same values sent again are no change; title, description and price still move.
    const allowed = await admin.patch(
      `/api/admin/simulados/${id}`,
      { title: 'Novo título', price: 5, durationMinutes: 60, startDate: '2026-11-22T08:00' },
      root.cookie,
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await row(id)).toMatchObject({ title: 'Novo título', price_cents: 500 });

    const list = (await admin.get('/api/admin/simulados', root.cookie)).json() as AdminSimulado[];
    expect(list.find((s) => s.id === id)?.hasHistory).toBe(true);
    const fresh = await admin.createSimulado(root.cookie, { title: 'Ninguém fez' });
    const again = (await admin.get('/api/admin/simulados', root.cookie)).json() as AdminSimulado[];
    expect(again.find((s) => s.id === fresh)?.hasHistory).toBe(false);
  });

  it('creates a practice-only simulado when asked, and an exam otherwise', async () => {
    const practice = await admin.createSimulado(root.cookie, { isPracticeOnly: true });
    const exam = await admin.createSimulado(root.cookie);
    expect((await row(practice)).is_practice_only).toBe(true);
    expect((await row(exam)).is_practice_only).toBe(false);
    const bad = await admin.post(
      '/api/admin/simulados',
      { title: 'T', price: 0, isPracticeOnly: 'sim' },
      root.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(ADMIN_MESSAGES.practiceOnlyInvalid);
  });

  it('searches users by name or e-mail, any case, and pages the result', async () => {
    const tag = `busca${Date.now()}`;
    for (let i = 1; i <= 5; i++) {
      clock.advance(1000);
      await createAccount(t.db, { role: 'STUDENT', email: `${tag}.${i}@example.com` });
    }
    await createAccount(t.db, { role: 'TEACHER', name: `Professora ${tag.toUpperCase()}` });
    const page = async (query: string) => {
      const res = await admin.get(`/api/admin/users?${query}`, root.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminUserPage>();
    };
    const first = await page(`q=${tag.toUpperCase()}&pageSize=4`);
    expect(first.total).toBe(6);
    expect(first.users).toHaveLength(4);
    const second = await page(`q=${tag}&pageSize=4&page=2`);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.users).toHaveLength(2);
    const ids = [...first.users, ...second.users].map((u) => u.id);
    expect(new Set(ids).size).toBe(6);
    // % and _ are letters in a search, not patterns.
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
    for (const bad of ['page=0', 'pageSize=101', 'page=abc', `q=${'x'.repeat(300)}`])
      expect((await admin.get(`/api/admin/users?${bad}`, root.cookie)).statusCode, bad).toBe(400);
  });

  it("ignores accents: 'joao' finds 'João', 'CONCEICAO' and 'conceição' find 'Conceição'", async () => {
    const tag = `acento${Date.now()}`;
    await createAccount(t.db, { role: 'STUDENT', name: `João Ávila ${tag}` });
    await createAccount(t.db, { role: 'STUDENT', name: `Maria da Conceição ${tag}` });
    const names = async (q: string) => {
      const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`, root.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminUserPage>().users.map((u) => u.name.replace(` ${tag}`, ''));
    };
    expect(await names(`joao avila ${tag}`)).toEqual(['João Ávila']);
    expect(await names('JOÃO ÁVILA')).toContain('João Ávila');
    for (const q of ['conceicao', 'CONCEICAO', 'conceição', 'Conceição'])
      expect(await names(q), q).toContain('Maria da Conceição');
  });
});
