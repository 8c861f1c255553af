import { BasePage } from './base';

export class CreateAccountPage extends BasePage {
  async register(values: { name: string; email: string; password: string; confirm?: string }) {
    await this.open('/create-account');
    await this.fill('Nome Completo', values.name);
    await this.fill('E-mail', values.email);
    await this.fillPassword('Senha', values.password);
    await this.fillPassword('Confirmar Senha', values.confirm ?? values.password);
    await this.page.locator('form button[type="submit"]').click();
  }
}

export class LoginPage extends BasePage {
  async login(email: string, password: string) {
    await this.open('/login');
    await this.fill('E-mail', email);
    await this.fillPassword('Senha', password);
    await this.page.locator('form button[type="submit"]').click();
  }
}

export class ForgotPasswordPage extends BasePage {
  async request(email: string) {
    await this.open('/forgot-password');
    await this.fill('E-mail', email);
    await this.click('Enviar Instruções');
  }
}

export class ResetPasswordPage extends BasePage {
  async reset(link: string, password: string) {
    await this.page.goto(link, { waitUntil: 'networkidle0' });
    await this.fillPassword('Nova Senha', password);
    await this.fillPassword('Confirmar Nova Senha', password);
    await this.click('Redefinir Senha');
  }
}

/** The header's user menu (Mantine's Menu): its button, and the list it opens. */
const USER_MENU_TOGGLE = 'header button#menu-conta';
const USER_MENU_LIST = '#menu-conta-dropdown[role="menu"]';

export class HeaderBar extends BasePage {
  /** The visible links of the bar, in order (desktop: the primary links). */
  async navLinks(): Promise<string[]> {
    return this.page.$$eval('header nav[aria-label="Navegação principal"] a', (links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => a.textContent?.trim() ?? ''),
    );
  }

  /**
   * Waits for the user menu's button (its own chunk, loaded after the bar paints); it is in
   * the page at every width, hidden below the desktop breakpoint.
   */
  async waitForUserMenu(): Promise<void> {
    await this.page.waitForSelector(USER_MENU_TOGGLE);
  }

  /** Opens the desktop user menu (name and role), unless open, and returns its links. */
  async openUserMenu(): Promise<string[]> {
    await this.page.waitForSelector(USER_MENU_TOGGLE, { visible: true });
    const open = await this.page.$eval(
      USER_MENU_TOGGLE,
      (b) => b.getAttribute('aria-expanded') === 'true',
    );
    if (!open) await this.page.locator(USER_MENU_TOGGLE).click();
    await this.page.waitForSelector(`${USER_MENU_LIST} [role="menuitem"]`, { visible: true });
    return this.page.$$eval(`${USER_MENU_LIST} a`, (links) =>
      links.map((a) => a.textContent?.trim() ?? ''),
    );
  }

  /** Follows one of the user menu's account links. */
  async followUserMenu(label: string): Promise<void> {
    await this.openUserMenu();
    await this.page
      .locator(`${USER_MENU_LIST} ::-p-aria([name="${label}"][role="menuitem"])`)
      .click();
  }

  /** Opens the phone drawer and returns every link in it. */
  async openDrawer(): Promise<string[]> {
    await this.click('Abrir menu');
    await this.page.waitForSelector('#menu-principal a');
    return this.page.$$eval('#menu-principal a', (links) =>
      links.map((a) => a.textContent?.trim() ?? ''),
    );
  }

  /** 'Sair' is in the user menu on desktop and in the drawer on a phone. */
  async signOut() {
    await this.waitForUserMenu();
    const desktop = await this.page.$eval(
      USER_MENU_TOGGLE,
      (b) => (b as HTMLElement).offsetParent !== null,
    );
    if (!desktop) {
      await this.openDrawer();
      await this.click('Sair');
      return;
    }
    await this.openUserMenu();
    await this.page.locator(`${USER_MENU_LIST} ::-p-aria([name="Sair"][role="menuitem"])`).click();
  }

  /** Waits until a sign-in has left /login, wherever the role lands. */
  async waitForSignedIn(timeout = 15_000): Promise<string> {
    await this.page.waitForFunction(
      () => !['', '/login'].includes(window.location.hash.replace(/^#/, '').split('?')[0] ?? ''),
      { timeout },
    );
    return this.route();
  }
}
