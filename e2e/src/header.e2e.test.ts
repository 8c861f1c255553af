import fs from 'node:fs';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

type Box = { name: string; left: number; top: number; right: number; bottom: number };
type Layout = {
  header: { height: number; scrollWidth: number; clientWidth: number };
  pageScrollWidth: number;
  viewportWidth: number;
  boxes: Box[];
};

const ROLES = [
  {
    role: 'visitor',
    account: null,
    lands: '/home',
    primary: ['Início', 'Entrar', 'Simulados', 'Ranking', 'Sobre', 'Contato'],
    menu: [],
  },
  {
    role: 'STUDENT',
    account: { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' },
    lands: '/dashboard',
    primary: ['Início', 'Simulados', 'Ranking', 'Sobre', 'Contato', 'Dashboard', 'Minhas Compras'],
    menu: ['Minha Conta', 'Minhas Turmas', 'Meus Relatórios', 'Meus Recursos'],
  },
  {
    role: 'TEACHER',
    account: { email: 'professor@gabaritei.dev', password: 'Professor@12345' },
    lands: '/teacher-dashboard',
    primary: ['Início', 'Simulados', 'Ranking', 'Sobre', 'Contato', 'Minhas Turmas'],
    menu: ['Minha Conta'],
  },
  {
    role: 'ADMIN',
    account: { email: 'admin@gabaritei.dev', password: 'Admin@12345' },
    lands: '/admin-panel',
    primary: ['Início', 'Simulados', 'Ranking', 'Sobre', 'Contato', 'Painel Admin'],
    menu: ['Minha Conta'],
  },
] as const;

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

/**
 * Per role, at 1280×900 and 360×740 in both themes, the header
 * is one line that neither wraps nor overflows, nothing in it overlaps (the name never
 * covers the logo), each role lands on its own screen and sees only links it may use.
 */
describe.skipIf(!chromiumPath)('the header of each role', () => {
  const server = useServerAndBrowser();

  for (const who of ROLES)
    for (const viewport of VIEWPORTS)
      for (const scheme of ['light', 'dark'] as const)
        it(`fits one line for a ${who.role} at ${viewport.width} px, ${scheme}`, async () => {
          const page = await newPage(server.browser, viewport.width);
          await page.setViewport(viewport);
          await page.evaluateOnNewDocument((value) => {
            localStorage.setItem('mantine-color-scheme-value', value);
          }, scheme);
          const header = new HeaderBar(page, server.baseUrl);
          if (who.account) {
            await new LoginPage(page, server.baseUrl).login(
              who.account.email,
              who.account.password,
            );
            expect(await header.waitForSignedIn()).toBe(who.lands);
          } else {
            await header.open(who.lands);
          }
          await page.waitForSelector('main h1');
          if (who.account) await header.waitForUserMenu();
          await page.evaluate(() => document.fonts.ready);
          expect(
            await page.$eval('html', (html) => html.getAttribute('data-mantine-color-scheme')),
          ).toBe(scheme);

          const layout = await measureHeader(page);
          expect(layout.header.height, 'one line').toBeLessThanOrEqual(72);
          expect(layout.header.scrollWidth).toBeLessThanOrEqual(layout.header.clientWidth);
          expect(layout.pageScrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
          expectApart(layout.boxes);
          for (const box of layout.boxes) {
            expect(box.left, box.name).toBeGreaterThanOrEqual(0);
            expect(box.right, box.name).toBeLessThanOrEqual(layout.viewportWidth);
            expect(box.bottom, box.name).toBeLessThanOrEqual(layout.header.height);
          }
          await screenshot(page, `header-${who.role}-${viewport.width}-${scheme}`);

          if (viewport.width === 1280) {
            expect(await header.navLinks()).toEqual(who.primary);
            if (who.account) {
              expect(await header.openUserMenu()).toEqual(who.menu);
              expect(await header.hasText('Sair')).toBe(true);
              // The open menu passes axe too (a focus placeholder inside role="menu" did not).
              const open = await seriousViolations(page);
              expect(open, describeViolations(open)).toEqual([]);
              await screenshot(page, `header-${who.role}-menu-${scheme}`);
            }
          } else {
            expect(await header.navLinks()).toEqual([]);
            const drawer = await header.openDrawer();
            expect(drawer).toEqual([...who.primary, ...who.menu]);
            await screenshot(page, `header-${who.role}-drawer-${scheme}`);
          }
        });
});

/** The header's size and the boxes of what it shows: brand, links, user, theme, burger. */
async function measureHeader(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const inner = header.firstElementChild as HTMLElement;
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && (el as HTMLElement).offsetParent !== null;
    };
    const named: [string, Element | null][] = [
      ['logo', header.querySelector('a[href="#/home"]:not(nav a)')],
      ['user', header.querySelector('button#menu-conta')],
      ['theme', header.querySelector('[data-testid="theme-toggle"]')],
      ['burger', header.querySelector('button[aria-controls="menu-principal"]')],
    ];
    for (const slot of Array.from(header.querySelectorAll('[class*="userSlot"]')))
      named.push(['user (phone)', slot]);
    for (const link of Array.from(header.querySelectorAll('nav a')))
      named.push([`link ${link.textContent}`, link]);
    const boxes = named
      .filter((entry): entry is [string, Element] => entry[1] !== null && visible(entry[1]))
      .map(([name, el]) => {
        const r = el.getBoundingClientRect();
        return { name, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
    return {
      header: {
        height: header.getBoundingClientRect().height,
        scrollWidth: inner.scrollWidth,
        clientWidth: inner.clientWidth,
      },
      pageScrollWidth: document.documentElement.scrollWidth,
      viewportWidth: window.innerWidth,
      boxes,
    };
  });
}

/** No two boxes overlap (a pixel of rounding allowed). */
function expectApart(boxes: Box[]): void {
  expect(boxes.map((b) => b.name)).toContain('logo');
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
    }
}

/** Keeps a look at the screen for a human (E2E_SCREENSHOTS=dir); nothing when unset. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}
