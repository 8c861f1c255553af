import type { Locator, Page } from 'puppeteer-core';

/** Shared moves of every page model: hash navigation, fields by label, buttons by text. */
export class BasePage {
  constructor(
    protected readonly page: Page,
    protected readonly baseUrl: string,
  ) {}

  async open(route: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#${route}`, { waitUntil: 'networkidle0' });
  }

  /** Fills the input whose accessible name is `label` (the visible <label>). */
  async fill(label: string, value: string): Promise<void> {
    const input = this.page.locator(
      `::-p-aria([name="${label}"][role="textbox"]), input[aria-label="${label}"]`,
    );
    await this.fillLocator(input, value, label);
  }

  /** Password inputs have no textbox role: find them through their <label for>. */
  async fillPassword(label: string, value: string): Promise<void> {
    const handle = await this.page.waitForFunction(
      (wanted) =>
        Array.from(document.querySelectorAll('label')).find(
          (l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === wanted,
        )?.htmlFor || false,
      { timeout: 15_000 },
      label,
    );
    const id = (await handle.jsonValue()) as string;
    await this.page.locator(`[id="${id}"]`).fill(value);
  }

  private async fillLocator(locator: Locator<Element>, value: string, label: string) {
    try {
      await locator.fill(value);
    } catch (error) {
      throw new Error(`could not fill "${label}": ${(error as Error).message}`, { cause: error });
    }
  }

  async click(text: string): Promise<void> {
    await this.page
      .locator(
        `::-p-aria([name="${text}"][role="button"]), ::-p-aria([name="${text}"][role="link"])`,
      )
      .click();
  }

  async waitForText(text: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
  }

  async hasText(text: string): Promise<boolean> {
    return this.page.evaluate((t) => document.body.innerText.includes(t), text);
  }

  async route(): Promise<string> {
    return this.page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
  }

  async waitForRoute(route: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction(
      (r) => window.location.hash.replace(/^#/, '').split('?')[0] === r,
      { timeout },
      route,
    );
  }
}
