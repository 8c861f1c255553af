import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { MyClassesPage } from './pages/my-classes-page';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { ClassDetailPage, TeacherDashboardPage } from './pages/teacher-pages';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import { eventually, officialResult, userIdOf } from './support/exam-data';
import { readLatestEmail } from './support/server';

const PAID = DEMO_CATALOGUE.find((s) => s.key === 'tribunais')!;
const TEACHER = { email: 'professor@gabaritei.dev', password: 'Professor@12345' };
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345', name: 'Bruna Estudante' };

describe.skipIf(!chromiumPath)('a teacher and a class in the browser', () => {
  const server = useServerAndBrowser();

  async function signIn(email: string, password: string, width = 1280) {
    const page = await newPage(server.browser, width);
    await new LoginPage(page, server.baseUrl).login(email, password);
    // Each role lands on its own screen: the dashboard or Minhas Turmas.
    await new HeaderBar(page, server.baseUrl).waitForSignedIn();
    return page;
  }

  it('creates a class, enrols and releases; the student sits it; the results show', async () => {
    const simuladoId = (
      await server.app.runtime.db
        .selectFrom('simulados')
        .select('id')
        .where('title', '=', PAID.title)
        .executeTakeFirstOrThrow()
    ).id;

    // The teacher creates the class and opens it.
    const teacherPage = await signIn(TEACHER.email, TEACHER.password);
    const classes = new TeacherDashboardPage(teacherPage, server.baseUrl);
    await classes.openClasses();
    await classes.waitForText('Você ainda não criou nenhuma turma.');
    await classes.createClass('Turma de Sábado', 30);
    expect(await classes.cardText('Turma de Sábado')).toContain('Capacidade: 30 alunos');
    await classes.openClass('Turma de Sábado');
    const detail = new ClassDetailPage(teacherPage, server.baseUrl);
    expect(await detail.headerText()).toContain('0 / 30 alunos');

    // Enrols the demo student, and someone without an account, who is invited by e-mail.
    await detail.enrol(STUDENT.email);
    await detail.enrol('Convidada.Nova@Example.com');
    await detail.waitForText('Aguardando cadastro');
    expect(await detail.headerText()).toContain('2 / 30 alunos');
    const invitation = await readLatestEmail(server.app, 'convidada.nova@example.com');
    expect(invitation.text_body).toContain(`${server.baseUrl}/#/create-account`);
    const dialog = await detail.remove('convidada.nova@example.com');
    expect(dialog).toContain('Tem certeza que deseja remover este aluno?');

    // The enrolment is an invitation: the student accepts it in Minhas Turmas.
    await detail.waitForText('Convite pendente');
    const studentPage = await signIn(STUDENT.email, STUDENT.password, 360);
    const myClasses = new MyClassesPage(studentPage, server.baseUrl);
    await myClasses.openMyClasses();
    await screenshot(studentPage, 'minhas-turmas-convite-360');
    await myClasses.accept('Turma de Sábado');
    await teacherPage.reload({ waitUntil: 'networkidle0' });
    await detail.waitForText('Aceito');

    // Releases the paid simulado.
    expect(await detail.releaseWithoutSelection()).toContain('Selecione um simulado');
    await detail.release(simuladoId);
    await detail.waitForText('Participação: 0 de 1 alunos');
    await screenshot(teacherPage, 'turma-professor-1280');
    await studentPage.reload({ waitUntil: 'networkidle0' });
    await myClasses.waitForText(PAID.title);
    await screenshot(studentPage, 'minhas-turmas-360');
    await studentPage.setViewport({ width: 1280, height: 800 });
    await screenshot(studentPage, 'minhas-turmas-1280');
    await studentPage.setViewport({ width: 360, height: 800 });
    expect(await detail.projectorHref(PAID.title)).toBe(
      `#/rankings/projecao/${simuladoId}?turma=${await classIdOf(teacherPage.url())}`,
    );

    // The student picks it: no payment screen, the exam opens — and she sits it.
    const list = new SimuladosPage(studentPage, server.baseUrl);
    const exam = new ExamPage(studentPage, server.baseUrl);
    await list.openList();
    await list.pick(PAID.title);
    await exam.waitForModeDialog();
    expect(await exam.route()).toBe('/simulated');
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(PAID.title);
    // Nine of twelve right: 75%.
    const choices = PAID.questions.map((q, i): Option =>
      i < 9 ? q.correct : q.correct === 'A' ? 'B' : 'A',
    );
    for (const [i, option] of choices.entries()) await exam.answer(i, option);
    await exam.waitForSaveStatus('saved');
    await exam.submitConfirmed();
    await new ResultsPage(studentPage, server.baseUrl).waitForResults();
    const studentId = await userIdOf(server.app, STUDENT.email);
    const stored = await eventually(
      () => officialResult(server.app, studentId, simuladoId),
      (result) => result !== undefined,
    );
    expect(stored?.score).toBe(75);
    const purchases = await server.app.runtime.db
      .selectFrom('purchases')
      .select('id')
      .where('user_id', '=', studentId)
      .execute();
    expect(purchases).toEqual([]);

    // The teacher's class results show her score and positions.
    await teacherPage.reload({ waitUntil: 'networkidle0' });
    await detail.waitForText('Participação: 1 de 1 alunos');
    expect(await detail.hasText('Média da turma: 75%')).toBe(true);
    const row = await detail.resultRow(PAID.title, STUDENT.name);
    expect(row.slice(1)).toEqual(['75%', '1º de 1', '1º de 1']);
  });
});

/** Keeps a look at the screen for a human (E2E_SCREENSHOTS=dir); nothing when unset. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The class id from a /#/classes/{id} address. */
async function classIdOf(url: string): Promise<string> {
  const match = url.match(/#\/classes\/([0-9a-f-]+)/);
  if (!match?.[1]) throw new Error(`not a class address: ${url}`);
  return match[1];
}
