import type { Option } from '@gabaritei/shared';
import { BasePage } from './base';

const MODE_DIALOG = '::-p-aria([name="Como você quer fazer este simulado?"][role="dialog"])';

/** /simulated's taking view: the mode dialog, the questions, progress, saving and submit. */
export class ExamPage extends BasePage {
  async waitForModeDialog(): Promise<string> {
    const dialog = await this.page.waitForSelector(MODE_DIALOG);
    return dialog!.evaluate((d) => (d as HTMLElement).innerText);
  }

  /** Picks Exam or Practice in the dialog and confirms. */
  async chooseMode(mode: 'Modo Exame' | 'Modo Prática'): Promise<void> {
    await this.page.locator(`${MODE_DIALOG} ::-p-aria([name="${mode}"][role="radio"])`).click();
    await this.click('Começar');
    await this.page.waitForSelector(MODE_DIALOG, { hidden: true });
  }

  /** The taking view of `title` is on screen with its questions. */
  async waitForExam(title: string): Promise<void> {
    await this.page.waitForFunction(
      (wanted) =>
        document.querySelector('main h1')?.textContent === wanted &&
        document.querySelector('main [role="radiogroup"], main section li') !== null,
      {},
      title,
    );
  }

  async questionCount(): Promise<number> {
    return this.page.$$eval('main [role="radiogroup"]', (groups) => groups.length);
  }

  /** Chooses `option` in question `index` (0-based), like a candidate: on the row's label. */
  async answer(index: number, option: Option): Promise<void> {
    const groups = await this.page.$$('main [role="radiogroup"]');
    const group = groups[index];
    if (!group) throw new Error(`no question ${index + 1}`);
    const input = await group.$(`input[value="${option}"]`);
    await input!.click();
    await this.page.waitForFunction(
      (i, o) => {
        const group = document.querySelectorAll('main [role="radiogroup"]')[i];
        const input = group?.querySelector<HTMLInputElement>(`input[value="${o}"]`);
        return input?.checked === true;
      },
      {},
      index,
      option,
    );
  }

  /** The checked option of each question (null when blank). */
  async selectedOptions(): Promise<(string | null)[]> {
    return this.page.$$eval('main [role="radiogroup"]', (groups) =>
      groups.map(
        (g) => (g.querySelector('input:checked') as HTMLInputElement | null)?.value ?? null,
      ),
    );
  }

  async progressText(): Promise<string> {
    return this.page.$eval('[data-testid="progress-count"]', (p) => p.textContent ?? '');
  }

  /** The progress bar's colour: 'blue', 'yellow' (amber) or 'green'. */
  async progressLevel(): Promise<string> {
    // The progress bar's own level: the timer carries a data-level of its own.
    return this.page.$eval(
      'main [data-level]:not([data-testid="exam-timer"])',
      (bar) => bar.getAttribute('data-level') ?? '',
    );
  }

  /** The computed colour of the filled part of the progress bar. */
  async progressColour(): Promise<string> {
    return this.page.$eval(
      'main [role="progressbar"]',
      (bar) => getComputedStyle(bar).backgroundColor,
    );
  }

  async waitForSaveStatus(status: 'saved' | 'offline' | 'retrying' | 'saving', timeout = 15_000) {
    await this.page.waitForSelector(`[data-testid="save-status"][data-status="${status}"]`, {
      timeout,
    });
  }

  async saveStatusText(): Promise<string> {
    return this.page.$eval('[data-testid="save-status"]', (s) => (s as HTMLElement).innerText);
  }

  /** The clock as shown ('29:59'), without its label. */
  async timerText(): Promise<string> {
    return this.page.$eval(
      '[role="timer"]',
      (t) => t.querySelector('span:last-of-type')?.textContent?.trim() ?? '',
    );
  }

  async timerLevel(): Promise<string> {
    return this.page.$eval('[data-testid="exam-timer"]', (t) => t.getAttribute('data-level') ?? '');
  }

  async submit(): Promise<void> {
    await this.click('Enviar resposta');
  }

  /** Submits an official attempt, which always asks first, and confirms in the dialog. */
  async submitConfirmed(): Promise<void> {
    await this.submit();
    await this.page.waitForSelector('::-p-aria([name="Enviar a prova agora?"][role="dialog"])');
    await this.page
      .locator(
        '::-p-aria([name="Enviar agora"][role="button"]), ::-p-aria([name="Enviar mesmo assim"][role="button"])',
      )
      .click();
  }

  async back(): Promise<void> {
    await this.click('Voltar');
  }
}
