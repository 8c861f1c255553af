import { BasePage } from './base';

/** /dashboard: greeting, the three numbers, recent purchases and quick actions. */
export class DashboardPage extends BasePage {
  async openDashboard(): Promise<void> {
    await this.open('/dashboard');
    // The hash changes in place: wait for this screen's heading, not the previous one's.
    await this.page.waitForFunction(() =>
      document.querySelector('main h1')?.textContent?.startsWith('Olá'),
    );
  }

  async greeting(): Promise<string> {
    return this.page.$eval('main h1', (h) => h.textContent?.trim() ?? '');
  }

  /** The value of a number card ('Simulados adquiridos', 'Média geral'...), once loaded. */
  async stat(label: string): Promise<string> {
    const handle = await this.page.waitForFunction(
      (wanted) => {
        // The <dd> appears once the number is loaded (a skeleton stands in before).
        const value = document
          .querySelector(`main section[aria-label="${wanted}"] dd`)
          ?.textContent?.trim();
        return value || false;
      },
      {},
      label,
    );
    return (await handle.jsonValue()) as string;
  }

  async recentPurchaseTitles(): Promise<string[]> {
    await this.page.waitForSelector('main section[aria-labelledby="compras-recentes"] li');
    return this.page.$$eval('main section[aria-labelledby="compras-recentes"] li', (items) =>
      items.map((li) => li.querySelector('p')?.textContent?.trim() ?? ''),
    );
  }
}
