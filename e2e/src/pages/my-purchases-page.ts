import { BasePage } from './base';

/** /my-purchases: the summary and one card per purchase. */
export class MyPurchasesPage extends BasePage {
  async openPurchases(): Promise<void> {
    await this.open('/my-purchases');
    // The hash changes in place: wait for this screen's heading, then for its content.
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Minhas Compras',
    );
    await this.page.waitForSelector('main article, main h2');
  }

  /** The summary values in order: acquired count, total questions, total spent. */
  async summary(): Promise<string[]> {
    await this.page.waitForSelector('main section[aria-label="Resumo das compras"] dd');
    return this.page.$$eval('main section[aria-label="Resumo das compras"] dd', (values) =>
      // Intl puts a no-break space after "R$".
      values.map((dd) => dd.textContent?.replace(/\u00a0/g, ' ').trim() ?? ''),
    );
  }

  async cardTitles(): Promise<string[]> {
    return this.page.$$eval('main article h2', (headings) =>
      headings.map((h) => h.textContent?.trim() ?? ''),
    );
  }

  async takeExam(title: string): Promise<void> {
    await this.click(`Fazer Simulado: ${title}`);
  }
}
