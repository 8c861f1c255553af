import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '@gabaritei/shared';
import { DEMO_ACCOUNTS } from '@gabaritei/server/seed';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

/**
 * Every hash route of client/src/app/routes.tsx, by the role that may open it; `:simuladoId`
 * and `:id` are filled from the demo data. A route added there belongs here too.
 */
const SCREENS: Record<Role | 'ANONYMOUS', string[]> = {
  ANONYMOUS: [
    '/',
    '/home',
    '/about',
    '/contacts',
    '/login',
    '/create-account',
    '/verify-email',
    '/forgot-password',
    '/reset-password',
    '/rankings',
    '/simulated',
    '/rankings/projecao/:simuladoId',
    '/rota-que-nao-existe',
  ],
  STUDENT: ['/dashboard', '/payment', '/my-purchases', '/results', '/my-reports', '/simulated'],
  TEACHER: ['/teacher-dashboard', '/classes/:id'],
  ADMIN: ['/admin-panel'],
};

/** Records CSP violations (the DOM event) and console errors from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

async function signIn(page: Page, baseUrl: string, role: Role): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  await page.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle0' });
  const status = await page.evaluate(
    async (email, password) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    account.email,
    account.password,
  );
  expect(status).toBe(200);
}

/** A class of the signed-in teacher, made in the page (with its cookie). */
async function newClassId(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/classes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Turma da CSP' }),
    });
    return ((await res.json()) as { id?: string }).id ?? '';
  });
  expect(id).not.toBe('');
  return id;
}

describe.skipIf(!chromiumPath)('Content-Security-Policy in the browser', () => {
  const server = useServerAndBrowser();

  it('opens every screen, as its role, with no CSP violation', async () => {
    const simuladoId = await (async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/simulados' });
      return (res.json() as Array<{ id: string }>)[0]!.id;
    })();
    for (const [role, routes] of Object.entries(SCREENS)) {
      const page = await newPage(server.browser, 1280);
      const problems = await watchViolations(page);
      const response = await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle0' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      if (role !== 'ANONYMOUS') await signIn(page, server.baseUrl, role as Role);
      const classId = role === 'TEACHER' ? await newClassId(page) : '';
      for (const route of routes) {
        const url = route.replace(':simuladoId', simuladoId).replace(':id', classId);
        await page.goto(`${server.baseUrl}/#${url}`, { waitUntil: 'networkidle0' });
        await page.reload({ waitUntil: 'networkidle0' });
        const csp = problems.filter((text) => /CSP|Content Security Policy/i.test(text));
        expect(csp, `${role} ${url}`).toEqual([]);
      }
      await page.browserContext().close();
    }
  }, 240_000);
});
