import { BasePage } from './base';

const DIALOG = '::-p-aria([role="dialog"])';

/** /admin-panel: the tabs, the simulado flow, the CSV view and the users table. */
export class AdminPage extends BasePage {
  async openPanel(): Promise<void> {
    await this.open('/admin-panel');
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Painel do Administrador',
    );
  }

  async tab(name: string): Promise<void> {
    await this.page.locator(`::-p-aria([name="${name}"][role="tab"])`).click();
  }

  /** Confirms the open dialog with `button`, after checking it asks `question`. */
  async confirm(question: string, button = 'Deletar'): Promise<void> {
    const dialog = await this.page.waitForSelector(DIALOG);
    await this.page.waitForFunction(
      (q) =>
        Array.from(document.querySelectorAll('[role="dialog"]')).some((d) =>
          (d as HTMLElement).innerText.includes(q),
        ),
      {},
      question,
    );
    const confirm = await dialog!.waitForSelector(`::-p-aria([name="${button}"][role="button"])`);
    await confirm!.click();
    // The closing modal's overlay would swallow the next click.
    await this.page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
  }

  async uploadCsv(file: string): Promise<void> {
    const input = await this.page.waitForSelector('input[type="file"]');
    await input!.uploadFile(file);
  }

  /** The text of the CSV box, once it holds something. */
  async csvText(): Promise<string> {
    await this.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('textarea')).some((t) => t.value !== ''),
    );
    return this.page.$eval('textarea', (t) => (t as HTMLTextAreaElement).value);
  }

  /**
   * The numbered stem heading each card of the CSV preview, whitespace collapsed: the number
   * and the rich stem sit side by side, so innerText breaks between them.
   */
  async previewStems(): Promise<string[]> {
    return this.page.$$eval(
      'section[aria-label="Questões importadas"] .mantine-Paper-root',
      (cards) =>
        cards.map((card) =>
          ((card.firstElementChild as HTMLElement | null)?.innerText ?? '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
    );
  }

  async selectRole(role: 'TEACHER' | 'ADMIN' | 'STUDENT'): Promise<void> {
    await this.page.select('select', role);
  }

  /** The cells of the table row that contains `text`, or null. */
  async rowWith(text: string): Promise<string[] | null> {
    return this.page.evaluate((wanted) => {
      const row = Array.from(document.querySelectorAll('main tbody tr')).find((r) =>
        (r as HTMLElement).innerText.includes(wanted),
      );
      return row ? Array.from(row.querySelectorAll('td')).map((td) => td.innerText.trim()) : null;
    }, text);
  }

  async waitForNoRowWith(text: string): Promise<void> {
    await this.page.waitForFunction(
      (wanted) =>
        document.querySelector('main tbody') !== null &&
        !Array.from(document.querySelectorAll('main tbody tr')).some((r) =>
          (r as HTMLElement).innerText.includes(wanted),
        ),
      { timeout: 15_000 },
      text,
    );
  }
}
