import { expect, it } from 'vitest';
import { EXAM_MESSAGES, type ClassInfo } from '@gabaritei/shared';
import { signIn, tokenFrom } from '../auth/auth.test-support';
import { useSmtpCapture, type CapturedMail } from '../test/smtp-capture';
import { describeBackends } from '../test/support';
import {
  accessOf,
  answerInvitation,
  createSimulado,
  enrolAccepted,
  expectError,
  signedIn,
  teacherOf,
  useClassSuite,
} from './classes.test-support';

describeBackends('class enrolment and access', (backend) => {
  const smtp = useSmtpCapture();
  const { t, call, teacher } = useClassSuite(backend, { smtp });

  /** Waits for the SMTP server to receive `count` messages to the address. */
  async function mailsTo(address: string, count = 1): Promise<CapturedMail[]> {
    const deadline = performance.now() + 10_000;
    for (;;) {
      const found = smtp.messages.filter((m) => m.envelopeTo.includes(address));
      if (found.length >= count) return found;
      if (performance.now() > deadline) throw new Error(`no e-mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const start = (cookie: string, simuladoId: string) =>
    call('POST', '/api/exam-sessions/start', { cookie, body: { simuladoId } });

  it('invites an e-mail without an account, and turns it into an invitation on sign-up', async () => {
    const klass = await teacher.createClass('Turma Noturna');
    const paid = await createSimulado(t.db, { priceCents: 7990 });
    await teacher.release(klass.id, paid);

    const enrolled = await teacher.enrol(klass.id, ' Nova.Aluna@Example.com ');
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json<ClassInfo>()).toMatchObject({
      students: ['nova.aluna@example.com'],
      pendingStudents: ['nova.aluna@example.com'],
    });

    const [invitation] = await mailsTo('nova.aluna@example.com');
    expect(invitation!.subject).toBe('Você foi convidado para a turma Turma Noturna no Gabaritei');
    // The link prefills the sign-up form with the invited address.
    expect(invitation!.text).toContain(
      `${t.config.publicUrl}/#/create-account?email=nova.aluna%40example.com`,
    );
    expect(invitation!.text).toContain('Turma Noturna');
    expect(invitation!.html).toContain('Criar minha conta');

    // She registers with the e-mail in another case, confirms it and signs in.
    const reg = await t.api.post('/api/auth/register', {
      name: 'Nova Aluna',
      email: 'NOVA.ALUNA@example.com',
      password: 'senha-forte-1',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const [, verification] = await mailsTo('nova.aluna@example.com', 2);
    const token = tokenFrom({ subject: '', html_body: '', text_body: verification!.text });
    expect((await t.api.get(`/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
    const cookie = await signIn(t.api, 'nova.aluna@example.com', 'senha-forte-1');

    // The pending e-mail is now an invitation: nothing opens before she accepts it.
    expect(await accessOf(call, cookie, paid)).toBe(false);
    const mine = await call('GET', '/api/me/classes', { cookie });
    expect(mine.json()).toMatchObject({
      invitations: [{ id: klass.id, name: 'Turma Noturna', status: 'INVITED', simulados: [] }],
      classes: [],
    });
    await answerInvitation(call, cookie, klass.id);

    // Accepted, the paid simulado opens without any purchase.
    expect(await accessOf(call, cookie, paid)).toBe(true);
    const session = await start(cookie, paid);
    expect(session.statusCode, session.body).toBeLessThan(300);
    expect(
      await t.db.selectFrom('purchases').selectAll().where('simulado_id', '=', paid).execute(),
    ).toEqual([]);
    expect((await teacher.get(`/api/classes/${klass.id}`)).json()).toMatchObject({
      students: ['nova.aluna@example.com'],
      pendingStudents: [],
    });
  });

  it('e-mails a student who already has an account the way to accept in Minhas Turmas', async () => {
    const klass = await teacher.createClass('Turma Diurna');
    const student = await signedIn(t.api, t.db);
    expect((await teacher.enrol(klass.id, student.email.toUpperCase())).json()).toMatchObject({
      students: [student.email],
      pendingStudents: [],
    });
    // An invitation nobody hears of goes unseen: one e-mail, to Minhas Turmas, not to sign up.
    const [mail, ...more] = await mailsTo(student.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Você foi convidado para a turma Turma Diurna no Gabaritei');
    expect(mail!.text).toContain(`${t.config.publicUrl}/#/minhas-turmas`);
    expect(mail!.text).not.toContain('create-account');
  });

  it('gives access on release and takes back only what was not started on removal', async () => {
    const klass = await teacher.createClass('Turma Revisão');
    const started = await createSimulado(t.db, { priceCents: 3000, questions: 2 });
    const untouched = await createSimulado(t.db, { priceCents: 3000 });
    const releasedLater = await createSimulado(t.db, { priceCents: 3000 });
    const student = await signedIn(t.api, t.db);
    const classmate = await signedIn(t.api, t.db);
    await enrolAccepted(teacher, call, klass.id, student);
    await enrolAccepted(teacher, call, klass.id, classmate);

    expect(await accessOf(call, student.cookie, started)).toBe(false);
    expectError(await start(student.cookie, started), 403, EXAM_MESSAGES.noAccess);
    await teacher.release(klass.id, started);
    await teacher.release(klass.id, untouched);
    expect(await accessOf(call, student.cookie, started)).toBe(true);
    expect(await accessOf(call, student.cookie, untouched)).toBe(true);

    const session = (await start(student.cookie, started)).json<{ id: string }>();
    const submitted = await call('POST', `/api/exam-sessions/${session.id}/submit`, {
      cookie: student.cookie,
      body: {},
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const removed = await teacher.remove(klass.id, student.email);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ClassInfo>().students).toEqual([classmate.email]);
    // Started before the removal: kept, with its result. Not started: gone.
    expect(await accessOf(call, student.cookie, started)).toBe(true);
    expect(await accessOf(call, student.cookie, untouched)).toBe(false);
    expectError(await start(student.cookie, untouched), 403, EXAM_MESSAGES.noAccess);
    const results = await call('GET', `/api/result/${student.id}`, { cookie: student.cookie });
    expect(results.json()).toEqual([expect.objectContaining({ simuladoId: started })]);
    // A release after the removal does not reach the removed student either.
    await teacher.release(klass.id, releasedLater);
    expect(await accessOf(call, student.cookie, releasedLater)).toBe(false);
    // The classmate is untouched by all of it.
    for (const id of [started, untouched, releasedLater])
      expect(await accessOf(call, classmate.cookie, id)).toBe(true);

    // Enrolled again, the access comes back once the new invitation is accepted.
    await teacher.enrol(klass.id, student.email);
    expect(await accessOf(call, student.cookie, untouched)).toBe(false);
    await answerInvitation(call, student.cookie, klass.id);
    expect(await accessOf(call, student.cookie, untouched)).toBe(true);
  });

  it('keeps access that another class or a purchase gives', async () => {
    const simulado = await createSimulado(t.db, { priceCents: 1000 });
    const student = await signedIn(t.api, t.db);
    const other = await teacherOf(t.api, t.db, call);
    const first = await teacher.createClass('Primeira');
    const second = await other.createClass('Segunda');
    for (const [who, klass] of [
      [teacher, first],
      [other, second],
    ] as const) {
      await enrolAccepted(who, call, klass.id, student);
      await who.release(klass.id, simulado);
    }
    await teacher.remove(first.id, student.email);
    expect(await accessOf(call, student.cookie, simulado)).toBe(true);
    await other.remove(second.id, student.email);
    expect(await accessOf(call, student.cookie, simulado)).toBe(false);
  });
});
