import type { Page } from 'puppeteer-core';
import type { Option } from '@gabaritei/shared';
import { LoginPage } from '../pages/auth-pages';
import { ExamPage } from '../pages/exam-page';
import { ResultsPage } from '../pages/results-page';
import { SimuladosPage } from '../pages/simulados-page';

/** Signs in, takes the official attempt of `title` with `answers` and lands on /results. */
export async function takeOfficialAttempt(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  title: string,
  answers: readonly Option[],
): Promise<void> {
  await new LoginPage(page, baseUrl).login(account.email, account.password);
  const list = new SimuladosPage(page, baseUrl);
  await list.waitForRoute('/dashboard');
  await list.openList();
  await list.pick(title);
  const exam = new ExamPage(page, baseUrl);
  await exam.waitForModeDialog();
  await exam.chooseMode('Modo Exame');
  await exam.waitForExam(title);
  for (const [index, option] of answers.entries()) await exam.answer(index, option);
  await exam.waitForSaveStatus('saved');
  await exam.submitConfirmed();
  await new ResultsPage(page, baseUrl).waitForResults();
}
