import fs from 'node:fs/promises';
import path from 'node:path';
import { BasePage } from './base';

/** /my-reports: one card per completed attempt and the PDF download. */
export class MyReportsPage extends BasePage {
  async openReports(): Promise<void> {
    await this.open('/my-reports');
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Meus Relatórios',
    );
    await this.page.waitForSelector('main article, main aside');
  }

  /** The visible text of the card titled `title`. */
  async cardText(title: string): Promise<string> {
    await this.page.waitForFunction(
      (t) =>
        Array.from(document.querySelectorAll('main article h2')).some((h) => h.textContent === t),
      {},
      title,
    );
    return this.page.$$eval(
      'main article',
      (cards, t) =>
        (
          cards.find((card) => card.querySelector('h2')?.textContent === t) as
            HTMLElement | undefined
        )?.innerText ?? '',
      title,
    );
  }

  /** Clicks the card's download button and waits for the file in `dir`. */
  async download(title: string, dir: string, timeoutMs = 60_000): Promise<string> {
    const clicked = await this.page.$$eval(
      'main article',
      (cards, t) => {
        const card = cards.find((c) => c.querySelector('h2')?.textContent === t);
        const button = Array.from(card?.querySelectorAll('button') ?? []).find(
          (b) => b.textContent === 'Baixar Relatório PDF',
        );
        button?.click();
        return Boolean(button);
      },
      title,
    );
    if (!clicked) throw new Error(`no download button on "${title}"`);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const done = (await fs.readdir(dir)).filter((name) => name.endsWith('.pdf'));
      if (done.length > 0) return path.join(dir, done[0]!);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no PDF downloaded into ${dir}`);
  }
}
