import { BasePage } from './base';

/** /rankings and the projector view: the select, the live badge and the rows. */
export class RankingsPage extends BasePage {
  async openRankings(): Promise<void> {
    await this.open('/rankings');
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Ranking dos Simulados',
    );
  }

  /** Picks a simulado in the Mantine select (type to filter, then click the option). */
  async choose(title: string): Promise<void> {
    const input = this.page.locator('::-p-aria([name="Simulado"][role="textbox"]), main input');
    await input.click();
    await this.page.locator(`::-p-aria([name="${title}"][role="option"])`).click();
  }

  async waitForLive(): Promise<void> {
    await this.waitForText('Ao vivo');
  }

  /** The names in 'Classificação Geral', top to bottom. */
  async names(): Promise<string[]> {
    return this.page.$$eval('[data-testid="ranking-row"]', (rows) =>
      rows.map((row) => row.getAttribute('aria-label') ?? ''),
    );
  }

  /** Resolves when a row mentions `name`; rejects after `timeout`. */
  async waitForRow(name: string, timeout: number): Promise<void> {
    await this.page.waitForFunction(
      (wanted) =>
        Array.from(document.querySelectorAll('[data-testid="ranking-row"]')).some((row) =>
          row.getAttribute('aria-label')?.includes(wanted),
        ),
      { timeout, polling: 50 },
      name,
    );
  }
}
