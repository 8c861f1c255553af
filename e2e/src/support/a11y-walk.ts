import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/auth-pages';
import { describeViolations, seriousViolations } from './axe';
import { chromiumPath, newPage } from './browser';
import { insertSimulado, type TestSimulado } from './exam-data';
import { insertResult } from './report-data';
import { screenshot, scrollsSideways, type Scheme } from './screens';
import { useServerAndBrowser } from './suite';
import { walkthrough, type Role, type Step, type WalkIds } from './walkthrough';

const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; password: string }> = {
  student: { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' },
  teacher: { email: 'professor@gabaritei.dev', password: 'Professor@12345' },
  admin: { email: 'admin@gabaritei.dev', password: 'Admin@12345' },
};

/** The system colour scheme the page's next screens start in. */
function emulateScheme(page: Page, scheme: Scheme): Promise<void> {
  return page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
}

/**
 * Switches the page's system colour scheme in place, as a person switching the phone to
 * dark mode does: the client follows `prefers-color-scheme` while no theme is saved.
 */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await emulateScheme(page, scheme);
  await page.waitForFunction(
    (wanted) => document.documentElement.getAttribute('data-mantine-color-scheme') === wanted,
    { timeout: 5_000 },
    scheme,
  );
}

/**
 * Every screen each role reaches (walkthrough.ts lists them: the whole route
 * table, the dialogs and the admin tabs) passes axe — no serious or critical violation,
 * colour contrast included — in both themes, and none scrolls the page sideways. One test
 * per role walks its screens at `width` and checks each screen in light, then in dark
 * (switched in place, so each screen is reached once); it reports every finding of every
 * screen at once, and saves each screen as a screenshot. One file per width, so the two
 * walks run side by side.
 */
export function describeAxeWalk(width: 1280 | 360): void {
  describe.skipIf(!chromiumPath)(
    `axe on every screen, per role, in both themes at ${width} px`,
    () => {
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

      for (const role of ['anonymous', 'student', 'teacher', 'admin'] as Role[])
        it(`finds no serious or critical violation for ${role} (light and dark, ${width} px)`, async () => {
          const page = await newPage(server.browser, width);
          await emulateScheme(page, 'light');
          if (role !== 'anonymous') {
            const login = new LoginPage(page, server.baseUrl);
            await login.login(ACCOUNTS[role].email, ACCOUNTS[role].password);
            await page.waitForFunction(() => !location.hash.startsWith('#/login'));
          }
          const report: string[] = [];
          const examTitle = role === 'student' ? await examFor(`E2E — Prova ${width}`) : '';
          for (const step of walkthrough({ ...ids, examTitle })[role]) {
            // Back to light before the step: a reload or a new screen then starts in it.
            await emulateScheme(page, 'light');
            try {
              await visit(page, step);
            } catch (error) {
              report.push(`${step.name}: could not be reached (${(error as Error).message})`);
              await screenshot(page, `axe-${role}-${width}-${step.name}-unreached`);
              continue;
            }
            for (const scheme of ['light', 'dark'] as Scheme[]) {
              await showScheme(page, scheme);
              const where = `${step.name} (${scheme})`;
              const violations = await seriousViolations(page);
              if (violations.length > 0) report.push(`${where}\n${describeViolations(violations)}`);
              if (await scrollsSideways(page)) report.push(`${where}: the page scrolls sideways`);
              await screenshot(page, `axe-${role}-${scheme}-${width}-${step.name}`);
            }
          }
          expect(report.join('\n\n')).toBe('');
          await page.close();
        }, 600_000);
    },
  );
}
