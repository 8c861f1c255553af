import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '@gabaritei/shared';
import { AdminAppeals, ReviewAppeals } from './pages/appeals-pages';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { MyReportsPage } from './pages/my-reports-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { describeViolations, seriousViolations } from './support/axe';
import { CANDIDATE_PASSWORD, insertCandidates } from './support/booklet';
import { chromiumPath } from './support/browser';
import { screenshot } from './support/screens';
import { clickOption, fieldPercent, readBooklet } from './support/season-booklet';
import { importWordPaper, reportFigures, sitOverHttp } from './support/season-walk';
import { changeKey, openReviewFromReports, reviewOf, signedInPage } from './support/season-review';
import {
  ANNULLED,
  CHANGED,
  KEY,
  SITTINGS,
  STEMS,
  WEIGHTS,
  fieldOf,
  meanOf,
  scoreOf,
} from './support/season-paper';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const DOCX = fileURLToPath(
  new URL('../../server/src/papers-import/fixtures/paper-full.docx', import.meta.url),
);
const TITLE = 'Simulado da Temporada — do Word ao PDF';
const MINUTE = 60_000;
/**
 * The exam-day walk of one school, end to end: a Word paper imported through 'Importar do
 * Word' → an official sitting on shuffled booklets (questions and options), one candidate
 * in Chromium and three over HTTP → the key released at the end → her review with every
 * option under her letters and 'Comentário do gabarito' → an appeal from the review → an
 * annulment and a key change → her PDF, whose text (pdftotext) prints the new mean and the
 * new 'Acertos dos participantes' the screen shows, where the PDF before printed the old.
 */
describe.skipIf(!chromiumPath)('the season walk: from Word to the regraded PDF', () => {
  const server = useServerAndBrowser();
  let downloads: string;
  beforeAll(async () => {
    downloads = await fs.mkdtemp(path.join(os.tmpdir(), 'gabaritei-walk-'));
  });
  afterAll(async () => {
    if (downloads) await fs.rm(downloads, { recursive: true, force: true });
  });

  it('imports, sits, releases, reviews, appeals, regrades and prints the new figures', async () => {
    const { db } = server.app.runtime;
    const admin = await signedInPage(server.browser, server.baseUrl, ADMIN.email, ADMIN.password);
    expect(await importWordPaper(admin, server.baseUrl, TITLE, DOCX)).toBe(5);
    const simulado = await db
      .selectFrom('simulados')
      .select('id')
      .where('title', '=', TITLE)
      .executeTakeFirstOrThrow();
    const questions = await db
      .selectFrom('questions')
      .select(['id', 'correct_option', 'weight', 'explanation'])
      .where('simulado_id', '=', simulado.id)
      .orderBy('position')
      .execute();
    expect(questions.map((q) => [q.correct_option, Number(q.weight)])).toEqual(
      KEY.map((k, i) => [k, WEIGHTS[i]]),
    );
    // The official window is open now; the key waits for its end; booklets shuffle.
    await db
      .updateTable('simulados')
      .set({
        price_cents: 0,
        duration_minutes: 30,
        start_date: new Date(Date.now() - 60 * MINUTE),
        end_date: new Date(Date.now() + 60 * MINUTE),
        answer_key_release: 'AFTER_END',
        shuffle_questions: true,
        shuffle_options: true,
      })
      .where('id', '=', simulado.id)
      .execute();

    const people = await insertCandidates(server.app, Object.keys(SITTINGS));
    const [helena, ...others] = people;
    for (const person of others) {
      const answers = SITTINGS[person.name]!;
      await sitOverHttp(
        server.app,
        person.email,
        simulado.id,
        new Map(questions.map((q, i) => [q.id, answers[i]!])),
      );
    }

    // Helena sits in Chromium, clicking each answer as soon as her booklet shows it.
    const downloadsBefore = path.join(downloads, 'antes');
    const downloadsAfter = path.join(downloads, 'depois');
    await fs.mkdir(downloadsBefore);
    await fs.mkdir(downloadsAfter);
    const context = await server.browser.createBrowserContext({
      downloadBehavior: { policy: 'allow', downloadPath: downloadsBefore },
    });
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.setDefaultTimeout(20_000);
    await new LoginPage(page, server.baseUrl).login(helena!.email, CANDIDATE_PASSWORD);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(TITLE);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(TITLE);
    const booklet = await readBooklet(page, STEMS);
    expect(booklet.map((q) => q.canonical).sort()).toEqual([1, 2, 3, 4, 5]);
    // Shuffled: some option of hers sits under another letter than in the prova-mãe.
    expect(booklet.some((q) => q.options.some((o) => o.shown !== o.option))).toBe(true);
    const hers = SITTINGS[helena!.name]!;
    for (const [index, question] of booklet.entries())
      await clickOption(page, index, hers[question.canonical - 1]!);
    await exam.waitForSaveStatus('saved');
    await screenshot(page, 'season-walk-exam-1280');
    await exam.submitConfirmed();
    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    // The window is still open: the key and its commentary are embargoed.
    expect(await page.$eval('main', (m) => (m as HTMLElement).innerText)).not.toContain(
      'Comentário do gabarito',
    );

    // The window closes (past its save grace): the key is out, appeals open for two days.
    await db
      .updateTable('simulados')
      .set({
        end_date: new Date(Date.now() - 30 * MINUTE),
        appeals_until: new Date(Date.now() + 48 * 60 * MINUTE),
      })
      .where('id', '=', simulado.id)
      .execute();
    const before = await reviewOf(page, server.baseUrl, simulado.id, booklet, hers, KEY);
    expect(fieldPercent(before.get(ANNULLED)!.fieldLine)).toBe(fieldOf(ANNULLED, KEY));
    expect(before.get(1)!.commentary).toBe('Comentário do gabarito: Lentos qualifica bondes.');
    expect(before.get(5)!.commentary).toMatch(/^Comentário do gabarito: \S/);
    for (const n of [2, 3, 4]) expect(before.get(n)!.commentary).toBe('');
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await screenshot(page, 'season-walk-review-1280');

    // She appeals both questions from the review.
    const review = new ReviewAppeals(page, server.baseUrl);
    await review.file(
      before.get(ANNULLED)!.item,
      'A questão 2 admite duas alternativas incorretas.',
    );
    await review.file(before.get(CHANGED.number)!.item, 'A razão é 2, mas a alternativa é a C.');

    // Her PDF before the regrade: the field as it stood.
    const reports = new MyReportsPage(page, server.baseUrl);
    await reports.openReports();
    const old = reportFigures(await reports.download(TITLE, downloadsBefore));
    expect(old.participants).toBe(4);
    expect(old.mean).toBe(meanOf(KEY));
    expect(old.own).toBe(formatPercent(scoreOf(hers, KEY)));
    expect(old.questionField(ANNULLED)).toBe(fieldOf(ANNULLED, KEY));
    expect(old.questionField(CHANGED.number)).toBe(fieldOf(CHANGED.number, KEY));
    expect(old.text).toContain('Comentário: Lentos qualifica bondes.');
    // The PDF names each option of question 1 by the prova-mãe's letter and by hers.
    const first = booklet.find((q) => q.canonical === 1)!;
    for (const o of first.options)
      expect(old.text).toContain(
        `${o.option}) ${o.text}${o.shown === o.option ? '' : ` (sua prova: ${o.shown})`}`,
      );

    // The regrade: question 2 annulled in the Recursos tab, question 4's key changed.
    const appeals = new AdminAppeals(admin, server.baseUrl);
    await appeals.open('/admin-panel');
    await admin.locator('::-p-aria([name="Recursos"][role="tab"])').click();
    await admin.locator('main input[placeholder="Escolha um simulado"]').click();
    await admin.locator(`::-p-aria([name="${TITLE}"][role="option"])`).click();
    await admin.waitForSelector(`#recurso-q${CHANGED.number}`);
    const said = await appeals.annul(ANNULLED, 'O enunciado admite duas respostas.');
    expect(said).toContain('Isto recalcula 3 tentativas');
    await appeals.waitForRegradeDone();
    await changeKey(admin, simulado.id, questions[CHANGED.number - 1]!.id, CHANGED.to);
    await screenshot(admin, 'season-walk-recursos-1280');

    const newKey = KEY.map((k, i) => (i + 1 === CHANGED.number ? CHANGED.to : k));
    // She comes back to her review from Meus Relatórios, in the app she left open: what it
    // cached before the regrade must not stand in for the review as it is now.
    const after = await reviewOf(page, server.baseUrl, simulado.id, booklet, hers, newKey, {
      annulled: [ANNULLED],
      arrive: () => openReviewFromReports(page, TITLE),
    });
    expect(after.get(ANNULLED)!.text).toContain('ANULADA');
    const annulledOnScreen = fieldPercent(after.get(ANNULLED)!.fieldLine);
    expect(annulledOnScreen).toBe(fieldOf(ANNULLED, newKey, [ANNULLED]));
    const changedOnScreen = fieldPercent(after.get(CHANGED.number)!.fieldLine);
    expect(changedOnScreen).toBe(fieldOf(CHANGED.number, newKey));
    await screenshot(page, 'season-walk-review-regraded-1280');

    // Her PDF after it: the new grade, the new mean and the figures the screen shows.
    const client = await page.createCDPSession();
    await client.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: downloadsAfter,
      browserContextId: context.id,
    });
    await reports.openReports();
    const fresh = reportFigures(await reports.download(TITLE, downloadsAfter));
    expect(fresh.text).toContain('Gabarito definitivo');
    expect(fresh.participants).toBe(4);
    expect(fresh.mean).toBe(meanOf(newKey, [ANNULLED]));
    expect(fresh.mean).not.toBe(old.mean);
    expect(fresh.own).toBe(formatPercent(scoreOf(hers, newKey, [ANNULLED])));
    expect(fresh.questionField(ANNULLED)).toBe(annulledOnScreen);
    expect(fresh.questionField(CHANGED.number)).toBe(changedOnScreen);
    expect(fresh.questionField(ANNULLED)).not.toBe(old.questionField(ANNULLED));
    expect(fresh.questionField(CHANGED.number)).not.toBe(old.questionField(CHANGED.number));
    await context.close();
    await admin.browserContext().close();
  }, 180_000);
});
