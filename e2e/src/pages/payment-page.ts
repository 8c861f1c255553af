import { BasePage } from './base';

export type CardValues = { number?: string; holder?: string; expiry?: string; cvv?: string };

const LABELS = {
  number: 'Número do cartão',
  holder: 'Nome do titular',
  expiry: 'Validade',
  cvv: 'CVV',
} as const;

/** /payment: the order summary and the simulated card form. */
export class PaymentPage extends BasePage {
  async waitForForm(): Promise<void> {
    await this.page.waitForSelector('::-p-aria([name="Processar Pagamento"][role="button"])');
  }

  /** Fills the given fields (replacing what they held); omitted fields are left alone. */
  async fillCard(values: CardValues): Promise<void> {
    for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      const value = values[key];
      if (value !== undefined) await this.fill(LABELS[key], value);
    }
  }

  async fieldValue(field: keyof typeof LABELS): Promise<string> {
    return this.page
      .locator(`::-p-aria([name="${LABELS[field]}"][role="textbox"])`)
      .map((input) => (input as HTMLInputElement).value)
      .wait();
  }

  async submit(): Promise<void> {
    await this.click('Processar Pagamento');
  }

  async cancel(): Promise<void> {
    await this.click('Cancelar');
  }

  async waitForApproval(timeout = 15_000): Promise<void> {
    await this.waitForText('Pagamento Aprovado!', timeout);
  }
}
