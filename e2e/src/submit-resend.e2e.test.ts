import type { HTTPRequest } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamToolsPage } from './pages/exam-tools-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { eventually, insertSimulado, officialResult, userIdOf } from './support/exam-data';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

/**
 * A submit whose instance died before answering (the browser sees the connection reset):
 * the exam screen says 'Enviando…' while it resends, and the resend lands on the results
 * with the one result the server keeps.
 */
describe.skipIf(!chromiumPath)('a submit that gets no answer, in the browser', () => {
  const server = useServerAndBrowser();

  for (const width of [1280, 360]) {
    it(`says 'Enviando…' while it resends, then shows the results, at ${width}`, async () => {
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Reenvio do envio ${width}`,
        durationMinutes: 60,
        questions: 2,
      });
      const studentId = await userIdOf(server.app, STUDENT.email);
      const page = await newPage(server.browser, width);
      await page.setViewport({ width, height: width > 400 ? 900 : 740 });
      await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
      const list = new SimuladosPage(page, server.baseUrl);
      await list.waitForRoute('/dashboard');
      await list.openList();
      await list.pick(simulado.title);
      const exam = new ExamToolsPage(page, server.baseUrl);
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
      await exam.waitForExam(simulado.title);

      // The network edge: the first submit is cut, the resend held until the screen is read.
      let submits = 0;
      let held: HTTPRequest | null = null;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (!request.url().endsWith('/submit')) return void request.continue();
        submits += 1;
        if (submits === 1) return void request.abort('connectionreset');
        held = request;
      });

      await page.locator('::-p-aria([name="Enviar resposta"][role="button"])').click();
      await page.locator('::-p-aria([name="Enviar mesmo assim"][role="button"])').click();
      await exam.waitForText('Enviando…');
      await eventually(
        async () => submits,
        (n) => n >= 2,
      );
      expect(await page.$eval('body', (b) => b.innerText)).not.toContain('Erro ao enviar');
      await expectAccessible(page, `submit-resend-${width}`);

      await (held as HTTPRequest | null)?.continue();
      await list.waitForRoute('/results');
      expect(submits).toBe(2);
      expect(await officialResult(server.app, studentId, simulado.id)).toBeTruthy();
      await page.browserContext().close();
    });
  }
});
