import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { ElementHandle, Page } from 'puppeteer-core';
import type { Option } from '@gabaritei/shared';
import { AdminPage } from '../pages/admin-page';
import { CANDIDATE_PASSWORD } from './booklet';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('main')?.innerText.includes(t), {}, text);

/**
 * The school's path in the admin panel: 'Novo Simulado' (A–E), then 'Importar do Word' with
 * `docx`, each missing figure description typed, and 'Importar N questões'. Answers N.
 */
export async function importWordPaper(page: Page, baseUrl: string, title: string, docx: string) {
  const admin = new AdminPage(page, baseUrl);
  await admin.openPanel();
  await admin.tab('Simulados');
  await admin.click('Novo Simulado');
  await admin.fill('Título', title);
  await page.locator('::-p-aria([name="Formato das questões"])').click();
  await page.locator('::-p-aria([name="Múltipla escolha A–E"][role="option"])').click();
  await admin.click('Criar Simulado');
  await waitForText(page, 'A prova está num arquivo Word (.docx)?');
  await page.locator('::-p-aria([name="Fechar aviso"][role="button"])').click();
  await admin.click('Importar do Word');
  await waitForText(page, `Importar do Word — ${title}`);
  const input = await page.waitForSelector('main input[type="file"]');
  await input!.uploadFile(docx);
  await admin.click('Ler e pré-visualizar');
  await waitForText(page, 'Pré-visualização (como o candidato verá)');
  for (const alt of await page.$$('main input[id][required]')) await alt.type('Figura da questão');
  const found = await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main button')).find(
      (b) =>
        /^Importar \d+ questões$/.test((b as HTMLElement).innerText.trim()) &&
        !(b as HTMLButtonElement).disabled,
    ),
  );
  const button = found.asElement() as ElementHandle<Element>;
  const count = Number(/\d+/.exec(await button.evaluate((b) => (b as HTMLElement).innerText))![0]);
  await button.click();
  await admin.waitForText(`${count} questões importadas do arquivo.`);
  return count;
}

/** A session cookie for `email`, signed in over the real login route. */
export async function signIn(app: FastifyInstance, email: string, password = CANDIDATE_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const sid = res.cookies.find((c) => c.name === 'gabaritei_sid');
  if (!sid) throw new Error(`login of ${email}: ${res.statusCode} ${res.body}`);
  return sid.value;
}

/**
 * Her official attempt over HTTP, as another browser would send it: start, one save per
 * answered question (questionId → the prova-mãe's option), submit. Throws on any non-2xx.
 */
export async function sitOverHttp(
  app: FastifyInstance,
  email: string,
  simuladoId: string,
  answers: ReadonlyMap<string, Option>,
): Promise<void> {
  const cookies = { gabaritei_sid: await signIn(app, email) };
  const send = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload, cookies });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id?: string };
  };
  await send('/api/purchases', { simuladoId });
  const { id } = await send('/api/exam-sessions/start', { simuladoId });
  for (const [questionId, selectedOption] of answers)
    await send(`/api/exam-sessions/${id}/save-answer`, { questionId, selectedOption });
  await send(`/api/exam-sessions/${id}/submit`, {});
}

/** The report's figures as pdftotext reads them. */
export function reportFigures(file: string) {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  const flat = text.replace(/\s+/g, ' ');
  const field = /(\d+) participantes oficiais · média ([\d,]+%)/.exec(flat);
  /** 'Acertos dos participantes' of question `n` of the prova-mãe. */
  const questionField = (n: number) => {
    const from = flat.indexOf(`Questão ${n} `, flat.indexOf('Questão a questão'));
    if (from < 0) return undefined;
    return /Acertos dos participantes: ([\d,]+%|—)/.exec(flat.slice(from))?.[1];
  };
  return {
    text: flat,
    participants: field ? Number(field[1]) : undefined,
    mean: field?.[2],
    own: /Nota [\d,]+ de 10 \(([\d,]+%) dos pontos\)/.exec(flat)?.[1],
    questionField,
  };
}
