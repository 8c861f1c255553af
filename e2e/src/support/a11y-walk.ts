import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, type TestSimulado } from './support/exam-data';
import { insertResult } from './support/report-data';
import { screenshot, scrollsSideways, useScheme, type Scheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';
import { walkthrough, type Role, type Step, type WalkIds } from './support/walkthrough';

const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; password: string }> = {
  student: { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' },
  teacher: { email: 'professor@gabaritei.dev', password: 'Professor@12345' },
  admin: { email: 'admin@gabaritei.dev', password: 'Admin@12345' },
};

/**
 * Issue 16: every screen each role reaches (support/walkthrough.ts lists them: the whole
 * route table, the dialogs and the admin tabs) passes axe — no serious or critical
 * violation, colour contrast included — in both themes, at 1280 and 360 px, and none
 * scrolls the page sideways. One test per role, theme and width walks its screens and
 * reports every finding of every screen at once; each screen is saved as a screenshot.
 */
describe.skipIf(!chromiumPath)('axe on every screen, per role, in both themes', () => {
  const server = useServerAndBrowser();
  let simulado: TestSimulado;
  let classId: string;
  let ids: WalkIds;

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
    ids = {
      simuladoId: simulado.id,
      simuladoTitle: simulado.title,
      examTitle: '',
      classId,
    };
  });

  async function settle(page: Page): Promise<void> {
    await page.waitForFunction(
      () =>
        (document.querySelector('h1')?.textContent ?? '') !== '' &&
        // The loaders; progress bars are figures here (the exam's, the statistics').
        !document.querySelector('.mantine-Loader-root'),
      { timeout: 15_000 },
    );
    // Transitions (flash messages, the FLIP rows) end before colours are measured.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }

  /**
   * A simulado for one walk to sit, released to the student's class, its key out at once
   * and two official results before it, so its results screen compares per discipline.
   */
  async function examFor(title: string): Promise<string> {
    const exam = await insertSimulado(server.app, { title, durationMinutes: 30, questions: 4 });
    const { db } = server.app.runtime;
    await db
      .updateTable('simulados')
      .set({ answer_key_release: 'IMMEDIATE' })
      .where('id', '=', exam.id)
      .execute();
    await insertResult(server.app, exam, { correct: 3 });
    await insertResult(server.app, exam, { correct: 1 });
    await db
      .insertInto('class_simulados')
      .values({ class_id: classId, simulado_id: exam.id, released_at: new Date() })
      .execute();
    return title;
  }

  async function visit(page: Page, step: Step): Promise<void> {
    if (step.route) {
      const url = `${server.baseUrl}/#${step.route}`;
      // The same hash again is no navigation: load the screen afresh (a tab, a dialog).
      if (page.url() === url) await page.reload({ waitUntil: 'networkidle0' });
      else await page.goto(url, { waitUntil: 'networkidle0' });
    }
    if (step.tab) await page.locator(`::-p-aria([name="${step.tab}"][role="tab"])`).click();
    await step.open?.(page, server.baseUrl);
    await settle(page);
  }

  for (const width of [1280, 360])
    for (const scheme of ['light', 'dark'] as Scheme[])
      for (const role of ['anonymous', 'student', 'teacher', 'admin'] as Role[])
        it(`finds no serious or critical violation for ${role} (${scheme}, ${width} px)`, async () => {
          const page = await newPage(server.browser, width);
          await useScheme(page, scheme);
          if (role !== 'anonymous') {
            const login = new LoginPage(page, server.baseUrl);
            await login.login(ACCOUNTS[role].email, ACCOUNTS[role].password);
            await page.waitForFunction(() => !location.hash.startsWith('#/login'));
          }
          const report: string[] = [];
          const examTitle =
            role === 'student' ? await examFor(`E2E — Prova ${scheme} ${width}`) : '';
          for (const step of walkthrough({ ...ids, examTitle })[role]) {
            try {
              await visit(page, step);
            } catch (error) {
              report.push(`${step.name}: could not be reached (${(error as Error).message})`);
              await screenshot(page, `axe-${role}-${scheme}-${width}-${step.name}-unreached`);
              continue;
            }
            const violations = await seriousViolations(page);
            if (violations.length > 0)
              report.push(`${step.name}\n${describeViolations(violations)}`);
            if (await scrollsSideways(page)) report.push(`${step.name}: the page scrolls sideways`);
            await screenshot(page, `axe-${role}-${scheme}-${width}-${step.name}`);
          }
          expect(report.join('\n\n')).toBe('');
          await page.close();
        }, 600_000);
});
