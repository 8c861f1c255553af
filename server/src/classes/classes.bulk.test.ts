import { expect, it } from 'vitest';
import { CLASS_MESSAGES, type BulkEnrolmentResult, type ClassInfo } from '@gabaritei/shared';
import { createAccount } from '../auth/auth.test-support';
import { useSmtpCapture } from '../test/smtp-capture';
import { describeBackends } from '../test/support';
import {
  expectError,
  markAccepted,
  signedIn,
  teacherOf,
  useClassSuite,
} from './classes.test-support';

describeBackends('pasting a list of students into a class', (backend) => {
  const smtp = useSmtpCapture();
  const { t, call, teacher } = useClassSuite(backend, { smtp });

  const bulk = (classId: string, studentEmails: unknown, cookie = teacher.cookie) =>
    call('POST', `/api/classes/${classId}/students/bulk`, {
      cookie,
      body: { studentEmails },
    });

  it('says what became of each address: added, invited, already there, invalid, refused', async () => {
    const klass = await teacher.createClass('Turma Lote', 4);
    const withAccount = await signedIn(t.api, t.db);
    const staff = await createAccount(t.db, { role: 'TEACHER' });
    expect((await teacher.enrol(klass.id, 'ja.estava@example.com')).statusCode).toBe(201);

    const res = await bulk(klass.id, [
      withAccount.email.toUpperCase(),
      'Nova.Pessoa@Example.com',
      'nova.pessoa@example.com',
      'ja.estava@example.com',
      'joao.silva#gmail.com',
      staff.email,
      'terceira@example.com',
      'sem.vaga@example.com',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { summary, class: after } = res.json<BulkEnrolmentResult>();
    expect(summary).toEqual({
      added: [withAccount.email],
      invited: ['nova.pessoa@example.com', 'terceira@example.com'],
      alreadyThere: ['ja.estava@example.com'],
      invalid: ['joao.silva#gmail.com'],
      notStudents: [staff.email],
      noRoom: ['sem.vaga@example.com'],
    });
    expect(after.currentStudents).toBe(4);
    // The account's name stays the student's until she accepts: the teacher sees the e-mail.
    expect(after.members.find((m) => m.email === withAccount.email)).toMatchObject({
      name: null,
      status: 'INVITED',
      hasAccount: true,
    });
    expect(after.members.find((m) => m.email === 'terceira@example.com')?.name).toBeNull();

    // An address without an account gets the sign-up link prefilled; a student with an
    // account, the way to accept it in 'Minhas Turmas'. Nobody else hears anything.
    const deadline = performance.now() + 10_000;
    const to = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));
    while (to('terceira@example.com').length === 0 || to(withAccount.email).length === 0)
      if (performance.now() > deadline) throw new Error('no invitation e-mail');
      else await new Promise((resolve) => setTimeout(resolve, 25));
    expect(to('terceira@example.com')[0]!.text).toContain(
      '/#/create-account?email=terceira%40example.com',
    );
    const [known, ...more] = to(withAccount.email);
    expect(more).toEqual([]);
    expect(known!.subject).toBe('Você foi convidado para a turma Turma Lote no Gabaritei');
    expect(known!.text).toContain(`${t.config.publicUrl}/#/minhas-turmas`);
    expect(known!.text).toContain('Aceite o convite em Minhas Turmas');
    expect(known!.html).toContain('Ver o convite');
    for (const address of [staff.email, 'sem.vaga@example.com'])
      expect(to(address), address).toEqual([]);
  });

  it('refuses a malformed list with a pt-BR 400 and enrols no one', async () => {
    const klass = await teacher.createClass('Turma Vazia');
    const cases: Array<[unknown, string]> = [
      [[], CLASS_MESSAGES.bulkListEmpty],
      ['a@x.com', CLASS_MESSAGES.bulkListInvalid],
      [[42], CLASS_MESSAGES.bulkListInvalid],
      [Array.from({ length: 201 }, (_, i) => `a${i}@x.com`), CLASS_MESSAGES.bulkListTooLong(200)],
    ];
    for (const [list, message] of cases) {
      const res = await bulk(klass.id, list);
      expectError(res, 400);
      expect(res.json().message, JSON.stringify(list).slice(0, 40)).toContain(message);
    }
    const klassNow = (await teacher.get(`/api/classes/${klass.id}`)).json<ClassInfo>();
    expect(klassNow.currentStudents).toBe(0);
  });

  it("answers 404 for another teacher's class and 403 for a student", async () => {
    const klass = await teacher.createClass('Turma Alheia');
    const other = await teacherOf(t.api, t.db, call);
    expectError(await bulk(klass.id, ['a@example.com'], other.cookie), 404);
    const student = await signedIn(t.api, t.db);
    expectError(await bulk(klass.id, ['a@example.com'], student.cookie), 403);
  });

  it('shows the name of an invited student only once she accepts', async () => {
    const klass = await teacher.createClass('Turma Nomes');
    expect((await teacher.enrol(klass.id, 'futura@example.com')).statusCode).toBe(201);
    await createAccount(t.db, { email: 'futura@example.com', name: 'Futura Aluna' });
    const invited = (await teacher.get(`/api/classes/${klass.id}`)).json<ClassInfo>();
    expect(invited.members).toEqual([
      { email: 'futura@example.com', name: null, status: 'INVITED', hasAccount: true },
    ]);
    await markAccepted(t.db, klass.id, ['futura@example.com']);
    const accepted = (await teacher.get(`/api/classes/${klass.id}`)).json<ClassInfo>();
    expect(accepted.members).toEqual([
      { email: 'futura@example.com', name: 'Futura Aluna', status: 'ACCEPTED', hasAccount: true },
    ]);
  });
});
