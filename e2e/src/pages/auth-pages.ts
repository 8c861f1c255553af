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
  /** The visible navigation link texts, in order (desktop header). */
  async navLinks(): Promise<string[]> {
    return this.page.$$eval('header nav a', (links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => a.textContent?.trim() ?? ''),
    );
  }

  async signOut() {
    await this.click('Sair');
  }
}
