import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { MyReportsPage } from './pages/my-reports-page';
import { chromiumPath } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { insertSimulado, userIdOf } from './support/exam-data';
import { insertResult, setEndDate } from './support/report-data';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

describe.skipIf(!chromiumPath)('performance reports in the browser', () => {
  const server = useServerAndBrowser();
  let downloads: string;

  beforeAll(async () => {
    downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'gabaritei-downloads-'));
  });
  afterAll(async () => {
    if (downloads) await fs.rm(downloads, { recursive: true, force: true });
  });

  it('lists the attempts and downloads the PDF of an ended simulado', async () => {
    const studentId = await userIdOf(server.app, STUDENT.email);
    const ended = await insertSimulado(server.app, {
      title: 'Simulado Encerrado — Relatório',
      durationMinutes: 30,
      questions: 6,
    });
    await setEndDate(server.app, ended.id, new Date(Date.now() - 60_000));
    for (const correct of [6, 2, 1]) await insertResult(server.app, ended, { correct });
    await insertResult(server.app, ended, { userId: studentId, correct: 3 });
    const running = await insertSimulado(server.app, {
      title: 'Simulado Em Andamento',
      durationMinutes: 30,
      questions: 4,
    });
    await insertResult(server.app, running, { userId: studentId, correct: 2 });

    const context = await server.browser.createBrowserContext({
      downloadBehavior: { policy: 'allow', downloadPath: downloads },
    });
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.setDefaultTimeout(15_000);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const reports = new MyReportsPage(page, server.baseUrl);
    await reports.waitForRoute('/dashboard');
    await reports.openReports();

    const endedCard = await reports.cardText('Simulado Encerrado — Relatório');
    expect(endedCard).toContain('Oficial');
    expect(endedCard).toContain('5,0/10');
    expect(endedCard).toContain('Classificação: 2º de 4');
    expect(endedCard).toContain('Relatório Disponível');
    const runningCard = await reports.cardText('Simulado Em Andamento');
    // Its report comes out with the key, after the end: the card says so and names the instant.
    expect(runningCard).toContain('Aguardando a liberação do gabarito');
    expect(runningCard).toMatch(
      /O relatório sai com o gabarito, em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/,
    );
    expect(runningCard).not.toContain('Baixar Relatório PDF');

    const file = await reports.download('Simulado Encerrado — Relatório', downloads);
    expect(path.basename(file)).toBe('relatorio-Bruna-Estudante-Simulado-Encerrado-Relatorio.pdf');
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Simulado Encerrado — Relatório');
    expect(text).toContain('Posição oficial: 2º de 4');
    await context.close();
  });
});
