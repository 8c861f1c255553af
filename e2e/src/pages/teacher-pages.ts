import { BasePage } from './base';

/** /teacher-dashboard: the teacher's classes and the 'Nova Turma' form. */
export class TeacherDashboardPage extends BasePage {
  async openClasses(): Promise<void> {
    await this.open('/teacher-dashboard');
    await this.page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Minhas Turmas',
    );
  }

  async createClass(name: string, maxStudents: number): Promise<void> {
    await this.click('Nova Turma');
    await this.fill('Nome da Turma', name);
    await this.fill('Máximo de Alunos', String(maxStudents));
    await this.click('Criar Turma');
    await this.page.waitForSelector(`::-p-aria([name="Abrir turma ${name}"][role="link"])`);
  }

  /** The visible text of the class's card ('Capacidade: 30 alunos', the date...). */
  async cardText(name: string): Promise<string> {
    const link = await this.page.waitForSelector(
      `::-p-aria([name="Abrir turma ${name}"][role="link"])`,
    );
    return link!.evaluate((a) => (a.closest('[data-class-card]') as HTMLElement).innerText);
  }

  async openClass(name: string): Promise<void> {
    await this.click(`Abrir turma ${name}`);
    await this.page.waitForFunction(
      (wanted) => document.querySelector('main h1')?.textContent === wanted,
      {},
      name,
    );
  }
}

/** /classes/{id}: students, releases and the class results. */
export class ClassDetailPage extends BasePage {
  /** One e-mail into the list field (which takes one or many), then 'Convidar'. */
  async enrol(email: string): Promise<void> {
    await this.page.locator('textarea[name="studentEmails"]').click();
    await this.page.keyboard.sendCharacter(email);
    await this.click('Convidar');
    await this.waitForText('Convite enviado');
    // The list shows the e-mail as stored: trimmed and lower-cased.
    await this.waitForStudent(email.trim().toLowerCase());
  }

  async waitForStudent(email: string): Promise<void> {
    await this.page.waitForSelector(`::-p-aria([name="Remover ${email}"][role="button"])`);
  }

  /** Removes through the confirmation dialog, answering it with `confirm`. */
  async remove(email: string): Promise<string> {
    await this.click(`Remover ${email}`);
    const dialog = await this.page.waitForSelector('[role="dialog"]');
    const text = await dialog!.evaluate((d) => (d as HTMLElement).innerText);
    await this.page.locator('[role="dialog"] ::-p-aria([name="Confirmar"][role="button"])').click();
    await this.waitForText('Aluno removido com sucesso!');
    await this.page.waitForSelector('[role="dialog"]', { hidden: true });
    await this.page.waitForSelector(`::-p-aria([name="Remover ${email}"][role="button"])`, {
      hidden: true,
    });
    return text;
  }

  async release(simuladoId: string): Promise<void> {
    await this.page.waitForSelector(`select[name="simuladoId"] option[value="${simuladoId}"]`);
    await this.page.select('select[name="simuladoId"]', simuladoId);
    await this.click('Liberar');
    await this.waitForText('Simulado liberado para a turma!');
  }

  /** 'Liberar' with nothing picked: the select is marked invalid; answers its message. */
  async releaseWithoutSelection(): Promise<string> {
    await this.click('Liberar');
    const select = await this.page.waitForSelector(
      'select[name="simuladoId"][aria-invalid="true"]',
    );
    const errorId = await select!.evaluate((s) => s.getAttribute('aria-describedby') ?? '');
    return this.page.$eval(`[id="${errorId.split(' ')[0]}"]`, (e) => e.textContent ?? '');
  }

  async headerText(): Promise<string> {
    return this.page.$eval('main', (m) => (m as HTMLElement).innerText);
  }

  /** The cells of a student's row in a released simulado's results. */
  async resultRow(simuladoTitle: string, studentName: string): Promise<string[]> {
    return this.page.evaluate(
      (title, name) => {
        const article = document.querySelector(`article[aria-label="Resultados: ${title}"]`);
        const row = Array.from(article?.querySelectorAll('tbody tr') ?? []).find((tr) =>
          tr.textContent?.includes(name),
        );
        return Array.from(row?.querySelectorAll('td') ?? []).map((td) =>
          (td as HTMLElement).innerText.trim(),
        );
      },
      simuladoTitle,
      studentName,
    );
  }

  async projectorHref(simuladoTitle: string): Promise<string | null> {
    return this.page.$eval(`article[aria-label="Resultados: ${simuladoTitle}"] a`, (a) =>
      a.getAttribute('href'),
    );
  }
}
