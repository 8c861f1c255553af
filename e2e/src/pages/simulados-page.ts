import { BasePage } from './base';

const MODE_DIALOG = '::-p-aria([name="Como você quer fazer este simulado?"][role="dialog"])';

/** /simulated: the catalogue cards and the access flow they start. */
export class SimuladosPage extends BasePage {
  async openList(): Promise<void> {
    await this.open('/simulated');
    await this.page.waitForFunction(
      () =>
        document.querySelector('main h1')?.textContent === 'Simulados' &&
        document.querySelector('main article h2 button') !== null,
    );
  }

  /** Picks a card with the pointer (the card's title is its one button). */
  async pick(title: string): Promise<void> {
    await this.click(title);
  }

  /** Picks a card from the keyboard: focus its button, press Enter. */
  async pickWithKeyboard(title: string): Promise<void> {
    const button = await this.page.waitForSelector(`::-p-aria([name="${title}"][role="button"])`);
    await button!.focus();
    await this.page.keyboard.press('Enter');
  }

  async cardTitles(): Promise<string[]> {
    return this.page.$$eval('main article h2', (headings) =>
      headings.map((h) => h.textContent?.trim() ?? ''),
    );
  }

  /** The visible text of the card titled `title` (tags, subject, price...). */
  async cardText(title: string): Promise<string> {
    return this.page.evaluate((wanted) => {
      const article = Array.from(document.querySelectorAll('main article')).find(
        (a) => a.querySelector('h2')?.textContent?.trim() === wanted,
      );
      if (!(article instanceof HTMLElement)) throw new Error(`no card titled ${wanted}`);
      return article.innerText;
    }, title);
  }

  async waitForTag(title: string, tag: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction(
      (wanted, text) =>
        Array.from(document.querySelectorAll('main article')).some(
          (a) =>
            a.querySelector('h2')?.textContent?.trim() === wanted &&
            (a as HTMLElement).innerText.includes(text),
        ),
      { timeout },
      title,
      tag,
    );
  }

  /** With access to a simulado whose first attempt it is, the flow opens the mode dialog. */
  async waitForModeDialog(): Promise<void> {
    await this.page.waitForSelector(MODE_DIALOG);
  }

  async cancelModeDialog(): Promise<void> {
    await this.click('Cancelar');
    await this.page.waitForSelector(MODE_DIALOG, { hidden: true });
  }

  /** True when nothing overflows the viewport sideways (mobile-first check). */
  async fitsViewportWidth(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
  }
}
