import { BasePage } from './base';

/** The landing, about and contact screens, and the theme switch in the header. */
export class PublicSite extends BasePage {
  async colorScheme(): Promise<string | null> {
    return this.page.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
  }

  async toggleTheme(): Promise<void> {
    await this.page.locator('[data-testid="theme-toggle"]').click();
  }

  async meta(selector: string): Promise<string | null> {
    return this.page.evaluate(
      (s) => document.head.querySelector<HTMLMetaElement>(s)?.content ?? null,
      selector,
    );
  }

  /** The hrefs of the links (role link) whose accessible name contains `text`. */
  async linkHref(testId: string): Promise<string | null> {
    return this.page.evaluate(
      (id) => document.querySelector<HTMLAnchorElement>(`[data-testid="${id}"]`)?.href ?? null,
      testId,
    );
  }
}

export class ContactPage extends BasePage {
  async openForm(): Promise<void> {
    await this.open('/contacts');
    await this.waitForText('Canais diretos');
  }

  async send(values: { name: string; email: string; message: string }): Promise<void> {
    await this.fill('Nome', values.name);
    await this.fill('E-mail', values.email);
    await this.page.locator('textarea[name="message"]').fill(values.message);
    await this.click('Enviar mensagem');
  }

  /** Whether every visible field of the form is disabled (while sending). */
  async fieldsDisabled(): Promise<boolean> {
    return this.page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'form input[name="name"], form input[name="email"], form textarea[name="message"]',
        ),
      ).every((field) => field.disabled),
    );
  }
}
