import { describe, expect, it } from 'vitest';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, userIdOf } from './support/exam-data';
import { clippedElements, shot, useScheme, type Scheme } from './support/layout';
import { insertResult } from './support/report-data';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const SIZES = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;
const DAY = 24 * 3600_000;

/** The dashboard's 'Minha evolução' with three ended simulados and one whose key is held. */
describe.skipIf(!chromiumPath)("the dashboard's evolution", () => {
  const server = useServerAndBrowser();

  it('draws the official results against the field, readable at 1280 and 360 px', async () => {
    const studentId = await userIdOf(server.app, STUDENT.email);
    const runs: [string, number, number[]][] = [
      ['Simulado TJ-SP 1', 3, [6, 2, 1]],
      ['Simulado TJ-SP 2', 5, [4, 3]],
      ['Simulado TJ-SP 3', 4, [6, 5, 2, 1]],
    ];
    for (const [i, [title, mine, field]] of runs.entries()) {
      const simulado = await insertSimulado(server.app, {
        title,
        durationMinutes: 30,
        questions: 6,
      });
      await server.app.runtime.db
        .updateTable('questions')
        .set({ subject: 'Português' })
        .where('id', 'in', simulado.questionIds.slice(0, 3))
        .execute();
      const end = Date.now() - (30 - 10 * i) * DAY;
      await server.app.runtime.db
        .updateTable('simulados')
        .set({ start_date: new Date(end - DAY), end_date: new Date(end) })
        .where('id', '=', simulado.id)
        .execute();
      for (const correct of field) await insertResult(server.app, simulado, { correct });
      await insertResult(server.app, simulado, { userId: studentId, correct: mine });
    }
    const running = await insertSimulado(server.app, {
      title: 'Simulado Em Andamento',
      durationMinutes: 30,
      questions: 4,
    });
    await insertResult(server.app, running, { userId: studentId, correct: 2 });

    for (const size of SIZES)
      for (const scheme of ['light', 'dark'] as Scheme[]) {
        const page = await newPage(server.browser, size.width);
        await page.setViewport(size);
        await useScheme(page, scheme);
        await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
        await new HeaderBar(page, server.baseUrl).waitForSignedIn();
        await page.goto(`${server.baseUrl}/#/dashboard`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('[data-testid="evolucao-tabela"]');
        const table = await page.$eval('[data-testid="evolucao-tabela"]', (t) =>
          (t as HTMLElement).innerText.replace(/\s+/g, ' '),
        );
        expect(table).toContain('Simulado TJ-SP 1');
        expect(table).toContain('Simulado Em Andamento');
        expect(table).toContain('—');
        const where = `${size.width} ${scheme}`;
        await shot(page, `evolucao-${size.width}-${scheme}`);
        expect(await clippedElements(page), where).toEqual([]);
        await page.close();
      }
  });
});
