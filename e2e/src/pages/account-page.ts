import { BasePage } from './base';

/** 'Minha Conta' (/#/minha-conta). */
export class AccountPage extends BasePage {
  async openReady(): Promise<void> {
    await this.open('/minha-conta');
    await this.waitForText('Exibição no ranking');
  }

  async chooseInitials(): Promise<void> {
    await this.page.locator('input[type="radio"][value="INITIALS"]').click();
    await this.waitForText('Preferência de exibição salva.');
  }

  async openDeletionDialog(): Promise<void> {
    await this.click('Excluir minha conta');
    await this.waitForText('Entendi que a exclusão é definitiva.');
  }
}
