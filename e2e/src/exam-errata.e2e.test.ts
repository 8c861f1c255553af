import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const FREE = DEMO_CATALOGUE.find((s) => s.key === 'conhecimentos-basicos')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };

/**
 * A correction made while she sits reaches her open screen without a reload: the new
 * statement in place, an 'Errata' notice on that question saying what changed and why.
 */
describe.skipIf(!chromiumPath)('an errata on the open exam', () => {
  const server = useServerAndBrowser();

  async function adminCookie(): Promise<string> {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const sid = res.cookies.find((c) => c.name === 'gabaritei_sid');
    if (!sid) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
    return sid.value;
  }

  it('applies a corrected statement in place with its notice, at 1280 and 360', async () => {
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(FREE.title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(FREE.title);
    await exam.answer(0, 'B');

    const simulado = await server.app.runtime.db
      .selectFrom('simulados')
      .select('id')
      .where('title', '=', FREE.title)
      .executeTakeFirstOrThrow();
    const target = await server.app.runtime.db
      .selectFrom('questions')
      .select(['id', 'text'])
      .where('simulado_id', '=', simulado.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/admin/simulados/${simulado.id}/corrections`,
      payload: {
        target: 'QUESTION',
        id: target.id,
        field: 'text',
        html: '<p>Enunciado corrigido pela banca durante a prova.</p>',
        reason: 'Faltava uma palavra no enunciado',
      },
      cookies: { gabaritei_sid: await adminCookie() },
    });
    expect(res.statusCode, res.body).toBe(201);

    // In place, on the question she is reading, with no reload: her answer is still there.
    const notice = await page.waitForSelector('main section [data-testid="errata"]');
    const section = await notice!.evaluate((n) => n.closest('section')!.innerText);
    expect(section).toContain('Enunciado corrigido pela banca durante a prova.');
    expect(section).toContain(
      'Errata: o enunciado desta questão foi corrigido durante a prova. Motivo: Faltava uma palavra no enunciado',
    );
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(target.text);
    expect((await exam.selectedOptions())[0]).toBe('B');
    await notice!.evaluate((n) => n.scrollIntoView({ block: 'center' }));
    await expectAccessible(page, 'errata-1280');

    // A reload reads the corrected paper, and the notice with it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await exam.waitForExam(FREE.title);
    const kept = await page.waitForSelector('main section [data-testid="errata"]');
    expect(await kept!.evaluate((n) => (n as HTMLElement).innerText)).toContain(
      'Motivo: Faltava uma palavra no enunciado',
    );
    expect(await page.$$('main section [data-testid="errata"]')).toHaveLength(1);

    await page.setViewport({ width: 360, height: 740 });
    await kept!.evaluate((n) => n.scrollIntoView({ block: 'center' }));
    await expectAccessible(page, 'errata-360');
    await page.browserContext().close();
  });
});
