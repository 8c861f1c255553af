import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminPage } from './pages/admin-page';
import { LoginPage } from './pages/auth-pages';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const TITLE = 'Simulado E2E de Administração';

/** What Excel's classic "CSV" writes on a Brazilian Windows: Windows-1252, ';', CRLF. */
function excelClassicCsv(): Buffer {
  const rows = ['Enunciado;A;B;C;D;Gabarito'];
  for (let n = 1; n <= 7; n++)
    rows.push(`Questão ${n}: qual é a ação correta?;Ação A;Ação B;Ação C;Ação D;${'abcd'[n % 4]}`);
  return Buffer.from(rows.join('\r\n') + '\r\n', 'latin1');
}

describe.skipIf(!chromiumPath)('the admin panel in the browser', () => {
  const server = useServerAndBrowser();
  let csvFile: string;

  beforeAll(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gabaritei-e2e-'));
    csvFile = path.join(dir, 'questoes.csv');
    await fs.writeFile(csvFile, excelClassicCsv());
  });

  it('creates a simulado, imports a CSV file and finds it in the catalogue', async () => {
    const page = await newPage(server.browser, 1280);
    const admin = new AdminPage(page, server.baseUrl);
    await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
    await admin.waitForRoute('/admin-panel');
    await admin.openPanel();

    await admin.tab('Simulados');
    await admin.click('Novo Simulado');
    await admin.fill('Título', TITLE);
    await admin.fill('Matéria', 'Conhecimentos Gerais');
    await admin.click('Criar Simulado');
    await admin.waitForText(
      'Simulado criado com sucesso! Agora importe as questões de um arquivo Word (.docx) ou via CSV.',
    );

    await admin.uploadCsv(csvFile);
    // Not valid UTF-8: read as Windows-1252, accents intact.
    expect(await admin.csvText()).toContain('Questão 1: qual é a ação correta?;Ação A');
    await admin.click('Importar Questões');
    await admin.waitForText('7 questões importadas com sucesso!');
    await admin.waitForText('... e mais 2 questões');
    // The number sits beside the rich stem, so the pair is read from the card, not the page.
    expect((await admin.previewStems())[0]).toBe('1. Questão 1: qual é a ação correta?');
    expect(await admin.hasText('Resposta correta: B')).toBe(true);
    expect(await admin.hasText('Questão 6:')).toBe(false);

    await admin.click('Voltar para a lista');
    await page.waitForSelector('::-p-aria([name="Simulados"][role="table"])');
    expect(await admin.rowWith(TITLE)).toEqual([
      TITLE,
      'Conhecimentos Gerais',
      '7',
      expect.stringMatching(/^R\$\s0,00$/),
      expect.any(String),
    ]);

    const list = new SimuladosPage(page, server.baseUrl);
    await list.openList();
    expect(await list.cardText(TITLE)).toContain('7 questões');
    expect(await list.cardText(TITLE)).toContain('GRATUITO');
  });

  it('creates an account, lists it and deletes it; a deleted simulado leaves the catalogue', async () => {
    const page = await newPage(server.browser, 1280);
    const admin = new AdminPage(page, server.baseUrl);
    await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
    await admin.waitForRoute('/admin-panel');
    await admin.openPanel();

    const email = `novo.aluno.${Date.now()}@example.com`;
    await admin.fill('Nome', 'Novo Aluno');
    await admin.fill('E-mail', email);
    await admin.fillPassword('Senha', 'senha-forte-1');
    await admin.selectRole('STUDENT');
    await admin.click('Criar Usuário');
    await admin.waitForText('Aluno criado com sucesso!');

    await admin.tab('Ver Usuários');
    await admin.waitForText(email);
    const row = await admin.rowWith(email);
    expect(row?.slice(0, 4)).toEqual(['Novo Aluno', email, 'Aluno', 'Sim']);
    await admin.click(`Deletar ${email}`);
    await admin.confirm('Tem certeza que deseja deletar este usuário?');
    await admin.waitForText('Usuário deletado com sucesso!');
    await admin.waitForNoRowWith(email);

    await admin.tab('Simulados');
    await admin.click(`Deletar: ${TITLE}`);
    // Nobody sat it: it is really removed, and the dialog says so before and after.
    await admin.confirm(
      'Tem certeza que deseja remover este simulado? Ele e todas as suas questões serão apagados.',
      'Remover',
    );
    await admin.waitForText('Simulado removido com sucesso!');
    await admin.waitForNoRowWith(TITLE);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.openList();
    expect(await list.cardTitles()).not.toContain(TITLE);
  });
});
