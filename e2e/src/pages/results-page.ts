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

  /**
   * Each figure of the summary by its label, as the one rule of shared/results/figures
   * names it: { Aproveitamento: '75% dos pontos', Nota: '7,5/10', Acertos: '3 de 4 questões' }.
   */
  async figures(): Promise<Record<string, string>> {
    const pairs = await this.page.$$eval(
      'main section[aria-labelledby="desempenho"] dl > div',
      (nodes) =>
        nodes.map((node) => [
          node.querySelector('dt')?.textContent?.trim() ?? '',
          node.querySelector('dd')?.textContent?.trim() ?? '',
        ]),
    );
    return Object.fromEntries(pairs);
  }

  /** The correct items and the questions, from 'Acertos: 3 de 4 questões'. */
  async summaryValues(): Promise<string[]> {
    const match = /^(\S+) de (\S+) quest/.exec((await this.figures())['Acertos'] ?? '');
    return match ? [match[1]!, match[2]!] : [];
  }

  /** 'Correta' or 'Incorreta' for each reviewed answer, in question order. */
  async reviewVerdicts(): Promise<string[]> {
    // One verdict per question: a base text's item carries none, and the options listed
    // inside a question ('Sua resposta', 'Gabarito') are not the review's own items.
    return this.page.$$eval('main section[aria-labelledby="revisao"] > ol > li', (items) =>
      items
        .map((li) => li.querySelector('.mantine-Badge-root')?.textContent?.trim() ?? '')
        .filter((verdict) => verdict !== ''),
    );
  }

  async viewRanking(): Promise<void> {
    await this.click('Ver Ranking');
  }
}
