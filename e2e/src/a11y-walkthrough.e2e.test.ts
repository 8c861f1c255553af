import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, type TestSimulado } from './support/exam-data';
import { insertResult } from './support/report-data';
import { screenshot, useScheme, type Scheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

type Role = 'anonymous' | 'student' | 'teacher' | 'admin';
/** A screen: its route, and the tab to click once there (the admin panel's tabs). */
type Screen = { route: string; tab?: string };

const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; password: string }> = {
  student: { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' },
  teacher: { email: 'professor@gabaritei.dev', password: 'Professor@12345' },
  admin: { email: 'admin@gabaritei.dev', password: 'Admin@12345' },
};

/**
 * Issue 16, finding 8: every screen each role reaches passes axe (no serious or critical
 * violation, colour contrast included) in both themes. One test per role and theme walks
 * its screens and reports every violation of every screen at once.
 */
describe.skipIf(!chromiumPath)('axe on every screen, per role, in both themes', () => {
  const server = useServerAndBrowser();
  let simulado: TestSimulado;
  let classId: string;

  beforeAll(async () => {
    simulado = await insertSimulado(server.app, {
      title: 'E2E — Acessibilidade',
      durationMinutes: 30,
      questions: 4,
    });
    const { db } = server.app.runtime;
    const student = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ACCOUNTS.student.email)
      .executeTakeFirstOrThrow();
    await insertResult(server.app, simulado, { userId: student.id, correct: 3 });
    await insertResult(server.app, simulado, { correct: 2 });
    const teacher = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ACCOUNTS.teacher.email)
      .executeTakeFirstOrThrow();
    const klass = await db
      .insertInto('classes')
      .values({
        teacher_id: teacher.id,
        name: 'Turma Acessível',
        max_students: 30,
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classId = klass.id;
    await db
      .insertInto('class_students')
      .values([
        {
          class_id: classId,
          email: ACCOUNTS.student.email,
          added_at: new Date(),
          status: 'ACCEPTED',
        },
        { class_id: classId, email: 'pendente@example.com', added_at: new Date() },
      ])
      .execute();
    await db
      .insertInto('class_simulados')
      .values({ class_id: classId, simulado_id: simulado.id, released_at: new Date() })
      .execute();
  });

  const screens = (): Record<Role, Screen[]> => ({
    anonymous: [
      { route: '/' },
      { route: '/about' },
      { route: '/contacts' },
      { route: '/privacidade' },
      { route: '/login' },
      { route: '/create-account' },
      { route: '/forgot-password' },
      { route: '/simulated' },
      { route: '/rankings' },
      { route: `/rankings/projecao/${simulado.id}` },
      { route: '/pagina-que-nao-existe' },
    ],
    student: [
      { route: '/dashboard' },
      { route: '/simulated' },
      { route: '/my-purchases' },
      { route: '/my-reports' },
      { route: '/minhas-turmas' },
      { route: '/minha-conta' },
      { route: '/rankings' },
    ],
    teacher: [
      { route: '/teacher-dashboard' },
      { route: `/classes/${classId}` },
      { route: `/rankings/projecao/${simulado.id}?turma=${classId}` },
      { route: '/minha-conta' },
    ],
    admin: [
      { route: '/admin-panel' },
      { route: '/admin-panel', tab: 'Ver Usuários' },
      { route: '/admin-panel', tab: 'Simulados' },
      { route: '/minha-conta' },
    ],
  });

  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(
      () =>
        (document.querySelector('h1')?.textContent ?? '') !== '' &&
        !document.querySelector('[role="progressbar"], .mantine-Loader-root'),
      { timeout: 15_000 },
    );
    // Transitions (flash messages, the FLIP rows) end before colours are measured.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }

  for (const scheme of ['light', 'dark'] as Scheme[])
    for (const role of ['anonymous', 'student', 'teacher', 'admin'] as Role[])
      it(`finds no serious or critical violation for ${role} (${scheme})`, async () => {
        const page = await newPage(server.browser, 1280);
        await useScheme(page, scheme);
        if (role !== 'anonymous') {
          const login = new LoginPage(page, server.baseUrl);
          await login.login(ACCOUNTS[role].email, ACCOUNTS[role].password);
          await page.waitForFunction(() => !location.hash.startsWith('#/login'));
        }
        const report: string[] = [];
        for (const screen of screens()[role]) {
          await page.goto(`${server.baseUrl}/#${screen.route}`, { waitUntil: 'networkidle0' });
          if (screen.tab)
            await page.locator(`::-p-aria([name="${screen.tab}"][role="tab"])`).click();
          await settle(page);
          const violations = await seriousViolations(page);
          if (violations.length > 0)
            report.push(`${screen.route} ${screen.tab ?? ''}\n${describeViolations(violations)}`);
          const name = `${screen.route}-${screen.tab ?? ''}`.replace(/[^a-z0-9]+/gi, '-');
          await screenshot(page, `axe-${role}-${scheme}${name}`);
        }
        expect(report.join('\n\n')).toBe('');
        await page.close();
      });
});
