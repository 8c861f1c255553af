import type { Page } from 'puppeteer-core';
import { ExamPage } from '../pages/exam-page';

export type Role = 'anonymous' | 'student' | 'teacher' | 'admin';

/**
 * One screen of the walk: a route to open, or (without one) a move from where the previous
 * step left the page — a dialog opened, an exam started, a tab chosen. `name` names the
 * screenshot and the report line.
 */
export type Step = {
  name: string;
  route?: string;
  tab?: string;
  open?: (page: Page, baseUrl: string) => Promise<void>;
};

/**
 * `examTitle`: a simulado the student has not sat, key out at once (each walk gets its own:
 * the walk sits it); `simuladoTitle`: the seeded one the admin opens dialogs on.
 */
export type WalkIds = {
  simuladoId: string;
  simuladoTitle: string;
  examTitle: string;
  classId: string;
};

const aria = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`;

async function dialog(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll('[role="dialog"]')).some((d) =>
        (d as HTMLElement).innerText.includes(wanted),
      ),
    { timeout: 15_000 },
    text,
  );
}

/**
 * Every screen of the route table (client/src/app/routes.tsx) each role reaches, with the
 * dialogs and tabs that matter. A route a role may not open (RequireAuth) is
 * walked by that role too where it shows something of its own: the sign-in redirect, the
 * access refusal.
 */
export function walkthrough(ids: WalkIds): Record<Role, Step[]> {
  return {
    anonymous: [
      { name: 'landing', route: '/' },
      { name: 'about', route: '/about' },
      { name: 'contacts', route: '/contacts' },
      { name: 'privacy', route: '/privacidade' },
      { name: 'login', route: '/login' },
      { name: 'create-account', route: '/create-account' },
      { name: 'forgot-password', route: '/forgot-password' },
      { name: 'reset-password', route: '/reset-password?token=token-invalido' },
      { name: 'verify-email', route: '/verify-email?token=token-invalido' },
      { name: 'simulados', route: '/simulated' },
      { name: 'rankings', route: '/rankings' },
      { name: 'projector', route: `/rankings/projecao/${ids.simuladoId}` },
      { name: 'protected-redirect', route: '/dashboard' },
      { name: 'not-found', route: '/pagina-que-nao-existe' },
    ],
    student: [
      { name: 'dashboard', route: '/dashboard' },
      { name: 'simulados', route: '/simulated' },
      {
        name: 'mode-dialog',
        open: async (page, baseUrl) => {
          await new ExamPage(page, baseUrl).click(ids.examTitle);
          await new ExamPage(page, baseUrl).waitForModeDialog();
        },
      },
      {
        name: 'exam',
        open: async (page, baseUrl) => {
          const exam = new ExamPage(page, baseUrl);
          await exam.chooseMode('Modo Exame');
          await exam.waitForExam(ids.examTitle);
          await exam.answer(0, 'A');
        },
      },
      {
        name: 'submit-confirmation',
        open: async (page, baseUrl) => {
          await new ExamPage(page, baseUrl).submit();
          await dialog(page, 'Enviar mesmo assim');
        },
      },
      {
        name: 'results',
        open: async (page) => {
          await page.locator(aria('Enviar mesmo assim', 'button')).click();
          await page.waitForFunction(() => location.hash.startsWith('#/results'));
          await page.waitForSelector('[data-testid="desempenho-por-disciplina"]');
        },
      },
      { name: 'my-purchases', route: '/my-purchases' },
      { name: 'my-reports', route: '/my-reports' },
      { name: 'my-appeals', route: '/meus-recursos' },
      { name: 'my-classes', route: '/minhas-turmas' },
      { name: 'my-account', route: '/minha-conta' },
      { name: 'rankings', route: '/rankings' },
      { name: 'payment', route: '/payment' },
      { name: 'teacher-only', route: '/teacher-dashboard' },
    ],
    teacher: [
      { name: 'teacher-dashboard', route: '/teacher-dashboard' },
      { name: 'class', route: `/classes/${ids.classId}` },
      { name: 'projector', route: `/rankings/projecao/${ids.simuladoId}?turma=${ids.classId}` },
      { name: 'rankings', route: '/rankings' },
      { name: 'my-appeals', route: '/meus-recursos' },
      { name: 'my-account', route: '/minha-conta' },
    ],
    admin: [
      { name: 'panel', route: '/admin-panel' },
      { name: 'users', route: '/admin-panel', tab: 'Ver Usuários' },
      { name: 'simulados', route: '/admin-panel', tab: 'Simulados' },
      {
        name: 'simulado-edit',
        open: async (page) => {
          await page.locator(aria(`Editar: ${ids.simuladoTitle}`, 'button')).click();
          await page.waitForSelector('main form');
        },
      },
      {
        name: 'simulado-delete-confirmation',
        route: '/admin-panel',
        tab: 'Simulados',
        open: async (page) => {
          await page.locator(aria(`Deletar: ${ids.simuladoTitle}`, 'button')).click();
          await page.waitForSelector('[role="dialog"]');
        },
      },
      { name: 'messages', route: '/admin-panel', tab: 'Mensagens' },
      { name: 'system-health', route: '/admin-panel', tab: 'Saúde do sistema' },
      {
        name: 'appeals-statistics',
        route: '/admin-panel',
        tab: 'Recursos',
        open: async (page) => {
          await page.locator(aria('Simulado', 'combobox')).click();
          await page.locator(aria(ids.simuladoTitle, 'option')).click();
          await page.waitForSelector('main table');
        },
      },
      { name: 'rankings', route: '/rankings' },
      { name: 'my-account', route: '/minha-conta' },
    ],
  };
}
