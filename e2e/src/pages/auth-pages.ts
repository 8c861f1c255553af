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

export class HeaderBar extends BasePage {
  /** The visible links of the bar, in order (desktop: the primary links). */
  async navLinks(): Promise<string[]> {
    return this.page.$$eval('header nav[aria-label="Navegação principal"] a', (links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => a.textContent?.trim() ?? ''),
    );
  }

  /** Opens the desktop user menu (name and role), unless open, and returns its links. */
  async openUserMenu(): Promise<string[]> {
    const toggle = 'header button[aria-controls="menu-conta"]';
    const open = await this.page.$eval(toggle, (b) => b.getAttribute('aria-expanded') === 'true');
    if (!open) await this.page.locator(toggle).click();
    await this.page.waitForSelector('#menu-conta:not([hidden])');
    return this.page.$$eval('#menu-conta a', (links) =>
      links.map((a) => a.textContent?.trim() ?? ''),
    );
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
    const desktop = await this.page.$eval(
      'header button[aria-controls="menu-conta"]',
      (b) => (b as HTMLElement).offsetParent !== null,
    );
    if (desktop) await this.openUserMenu();
    else await this.openDrawer();
    await this.click('Sair');
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
