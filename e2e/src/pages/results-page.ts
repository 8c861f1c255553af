import { BasePage } from './base';

/** /results: the score ring, the tier, the numbers and the review of each answer. */
export class ResultsPage extends BasePage {
  async waitForResults(timeout = 15_000): Promise<void> {
    await this.waitForRoute('/results', timeout);
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Simulado Concluído!',
      { timeout },
    );
  }

  /** The ring's label: 'Aproveitamento: 80%'. */
  async scoreLabel(): Promise<string> {
    return this.page.$eval(
      'main [role="img"][aria-label^="Aproveitamento"]',
      (ring) => ring.getAttribute('aria-label') ?? '',
    );
  }

  async tier(): Promise<string> {
    return this.page.$eval('main #desempenho', (h) => h.textContent ?? '');
  }

  /** Acertos, total de questões and (official) percentil, in that order. */
  async summaryValues(): Promise<string[]> {
    return this.page.$$eval('main section[aria-labelledby="desempenho"] dd', (values) =>
      values.map((dd) => dd.textContent?.trim() ?? ''),
    );
  }

  /** 'Correta' or 'Incorreta' for each reviewed answer, in question order. */
  async reviewVerdicts(): Promise<string[]> {
    // One verdict per question: a base text's item in the review carries none.
    return this.page.$$eval('main section[aria-labelledby="revisao"] li', (items) =>
      items
        .map((li) => li.querySelector('.mantine-Badge-root')?.textContent?.trim() ?? '')
        .filter((verdict) => verdict !== ''),
    );
  }

  async viewRanking(): Promise<void> {
    await this.click('Ver Ranking');
  }
}
