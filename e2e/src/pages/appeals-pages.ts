import { BasePage } from './base';

const DIALOG = '[role="dialog"]';

/** The review part of /results seen through appeals: the window note and 'Interpor recurso'. */
export class ReviewAppeals extends BasePage {
  async windowNote(): Promise<string> {
    const note = await this.page.waitForSelector('[data-testid="appeal-window"]');
    return note!.evaluate((el) => (el as HTMLElement).innerText);
  }

  async appealButtons(): Promise<number> {
    return this.page.$$eval(
      'main section[aria-labelledby="revisao"] li button',
      (buttons) => buttons.filter((b) => b.textContent === 'Interpor recurso').length,
    );
  }

  /** The text of review item `n` (1-based). */
  async item(n: number): Promise<string> {
    return this.page.$$eval(
      // The review's own items, not the options each question lists inside it.
      'main section[aria-labelledby="revisao"] > ol > li',
      (items, i) => (items[i] as HTMLElement | undefined)?.innerText ?? '',
      n - 1,
    );
  }

  /** Files an appeal on question `n` through its modal. */
  async file(n: number, text: string): Promise<void> {
    await this.page.$$eval(
      // The review's own items, not the options each question lists inside it.
      'main section[aria-labelledby="revisao"] > ol > li',
      (items, i) =>
        Array.from(items[i]?.querySelectorAll('button') ?? [])
          .find((b) => b.textContent === 'Interpor recurso')
          ?.click(),
      n - 1,
    );
    await this.page.waitForSelector(`${DIALOG} textarea`);
    await this.page.locator(`${DIALOG} textarea`).fill(text);
    await this.page.locator(`${DIALOG} ::-p-aria([name="Enviar recurso"][role="button"])`).click();
    await this.waitForText('Recurso enviado. Acompanhe em Meus recursos.');
    await this.page.keyboard.press('Escape');
    await this.page.waitForFunction((d) => document.querySelector(d) === null, {}, DIALOG);
  }
}

/** The admin panel's Recursos tab: one simulado's appeals and the decision on each question. */
export class AdminAppeals extends BasePage {
  async openFor(title: string): Promise<void> {
    await this.open('/admin-panel');
    await this.page.locator('::-p-aria([name="Recursos"][role="tab"])').click();
    await this.page.locator('main input[placeholder="Escolha um simulado"]').click();
    await this.page.locator(`::-p-aria([name="${title}"][role="option"])`).click();
    await this.page.waitForSelector('#recurso-q3');
  }

  private async reason(n: number, text: string): Promise<void> {
    await this.page.locator(`#recurso-q${n} textarea`).fill(text);
  }

  private async press(n: number, label: string): Promise<void> {
    await this.page.locator(`#recurso-q${n} ::-p-aria([name="${label}"][role="button"])`).click();
  }

  /**
   * 'Anular questão', then its confirmation once the dialog says what it affects; answers
   * that sentence ('Isto recalcula 2 tentativas e envia 2 e-mails …').
   */
  async annul(n: number, reason: string, beforeConfirm?: () => Promise<void>): Promise<string> {
    await this.reason(n, reason);
    await this.press(n, 'Anular questão');
    const impact = await this.page.waitForSelector(
      '[role="dialog"] [data-testid="decision-impact"]',
    );
    const said = await impact!.evaluate((el) => (el as HTMLElement).innerText);
    await beforeConfirm?.();
    await this.page
      .locator('[role="dialog"] ::-p-aria([name="Confirmar anulação"][role="button"])')
      .click();
    await this.page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
    return said;
  }

  /** Waits for the regrade of the decision to say 'Concluída'. */
  async waitForRegradeDone(timeout = 30_000): Promise<void> {
    await this.page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="regrade-status"]')
          ?.textContent?.startsWith('Concluída') ?? false,
      { timeout },
    );
  }
}
