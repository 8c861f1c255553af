import { BasePage } from './base';

/** /minhas-turmas: a student's invitations ('Aceitar' / 'Recusar') and accepted classes. */
export class MyClassesPage extends BasePage {
  async openMyClasses(): Promise<void> {
    await this.open('/minhas-turmas');
    // The hash changes in place: wait for this screen's heading, then for its content.
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Minhas Turmas',
    );
    await this.page.waitForSelector('main article, main .mantine-Paper-root');
  }

  /** Accepts the invitation to the class and waits for the class card to show. */
  async accept(className: string): Promise<void> {
    await this.page.waitForSelector(`main article[aria-label="Convite: ${className}"]`);
    await this.click('Aceitar');
    await this.page.waitForSelector(`main article[aria-label="Turma ${className}"]`);
  }
}
