import { describe, expect, it, vi } from 'vitest';
import { optionLettersOf, optionsOf } from '@gabaritei/shared';
import { apiClient } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { describeBackends, useTestApp } from '../test/support';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENT, DEMO_CATALOGUE, seedDemoData } from './demo';
import { DEMO_PARTICIPANT_DOMAIN } from './demo-participants';

const DAY = 24 * 60 * 60 * 1000;

describe('demo catalogue content', () => {
  it('has at least six simulados of 8 to 12 well-formed questions', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_CATALOGUE.map((s) => s.key)).size).toBe(DEMO_CATALOGUE.length);
    for (const simulado of DEMO_CATALOGUE) {
      expect(simulado.questions.length, simulado.title).toBeGreaterThanOrEqual(8);
      expect(simulado.questions.length, simulado.title).toBeLessThanOrEqual(12);
      const format = simulado.format ?? 'ABCD';
      const letters = new Set(simulado.questions.map((q) => q.correct));
      // An answer key that is always "A" would make rankings meaningless.
      expect(letters.size, simulado.title).toBeGreaterThanOrEqual(
        Math.min(3, optionsOf(format).length),
      );
      for (const q of simulado.questions) {
        expect(optionsOf(format)).toContain(q.correct);
        expect(new Set(q.options).size, q.text).toBe(optionLettersOf(format).length);
        expect(q.subject.length).toBeGreaterThan(0);
        expect(q.explanation.length, q.text).toBeGreaterThan(40);
      }
    }
    const subjects = new Set(DEMO_CATALOGUE.flatMap((s) => s.questions.map((q) => q.subject)));
    for (const subject of [
      'Língua Portuguesa',
      'Matemática',
      'Raciocínio Lógico',
      'Direito Constitucional',
      'Direito Administrativo',
      'Informática',
      'Conhecimentos Gerais',
    ]) {
      expect(subjects).toContain(subject);
    }
  });
});

describeBackends('demo seed', (backend) => {
  const clock = createFakeClock('2026-11-22T12:00:00.000Z');
  const t = useTestApp(backend, { clock });

  it('seeds verified demo accounts and the catalogue, once', async () => {
    const info = vi.spyOn(t.app.runtime.logger, 'info');
    await seedDemoData(t.app.runtime, { announce: true });
    const announced = JSON.stringify(info.mock.calls);
    expect(announced).toContain(DEMO_ANNOUNCEMENT);
    for (const account of DEMO_ACCOUNTS) {
      expect(announced).toContain(account.email);
      // Logs hold no password, not even the public demo ones.
      expect(announced).not.toContain(account.password);
    }
    info.mockRestore();
    await seedDemoData(t.app.runtime, { announce: false });

    const db = t.app.runtime.db;
    // The fictitious participants of the demo rankings are checked in demo-participants.test.ts.
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where('email', 'not like', `%@${DEMO_PARTICIPANT_DOMAIN}`)
      .orderBy('email')
      .execute();
    expect(users.map((u) => [u.email, u.role, u.name])).toEqual([
      ['admin@gabaritei.dev', 'ADMIN', 'Ana Administradora'],
      ['aluno@gabaritei.dev', 'STUDENT', 'Bruna Estudante'],
      ['professor@gabaritei.dev', 'TEACHER', 'Paulo Professor'],
    ]);
    expect(users.every((u) => u.email_verified_at !== null)).toBe(true);

    const simulados = await db.selectFrom('simulados').selectAll().execute();
    expect(simulados).toHaveLength(DEMO_CATALOGUE.length);
    const questions = await db.selectFrom('questions').select(['simulado_id']).execute();
    expect(questions).toHaveLength(DEMO_CATALOGUE.reduce((n, s) => n + s.questions.length, 0));

    const now = clock.now().getTime();
    const running = (s: (typeof simulados)[number]) =>
      s.start_date !== null &&
      s.end_date !== null &&
      s.start_date.getTime() <= now &&
      now < s.end_date.getTime();
    expect(simulados.some((s) => running(s) && s.price_cents === 0)).toBe(true);
    expect(simulados.some((s) => running(s) && s.price_cents === 2990)).toBe(true);
    expect(simulados.some((s) => s.end_date?.getTime() === now - 2 * DAY)).toBe(true);
    expect(simulados.some((s) => s.start_date?.getTime() === now + 3 * DAY)).toBe(true);
    expect(simulados.some((s) => s.is_practice_only && s.price_cents === 0)).toBe(true);
    expect(
      simulados.some(
        (s) => !s.start_date && !s.end_date && !s.is_practice_only && s.price_cents === 0,
      ),
    ).toBe(true);
    expect(simulados.some((s) => s.duration_minutes === null)).toBe(true);
  });

  it('lets every demo account sign in', async () => {
    const api = apiClient(t.app);
    for (const account of DEMO_ACCOUNTS) {
      const res = await api.post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({
        email: account.email,
        role: account.role,
        name: account.name,
      });
    }
  });
});
