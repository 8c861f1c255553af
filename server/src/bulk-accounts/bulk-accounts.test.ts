import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkAccountsReport } from '@gabaritei/shared';
import { uniqueEmail } from '../auth/auth.test-support';
import { linkTokenOf } from '../auth/secret-flow.test-support';
import { expectError, signedIn, useClassSuite } from '../classes/classes.test-support';
import type { SignedIn } from '../simulados/catalogue.test-support';
import { useSmtpCapture } from '../test/smtp-capture';
import { describeBackends } from '../test/support';

const URL = '/api/admin/users/import';

describeBackends('bulk student accounts', (backend) => {
  const smtp = useSmtpCapture();
  const { t, call, teacher } = useClassSuite(backend, { smtp });
  const admin = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signedIn(t.api, t.db, 'ADMIN'));
  });
  const post = (body: unknown, cookie = admin.cookie) => call('POST', URL, { cookie, body });
  const usersWith = async (emails: string[]) =>
    t.db.selectFrom('users').selectAll().where('email', 'in', emails).execute();
  async function mailTo(address: string) {
    const deadline = performance.now() + 10_000;
    for (;;) {
      const found = smtp.messages.find((m) => m.envelopeTo.includes(address));
      if (found) return found;
      if (performance.now() > deadline) throw new Error(`no e-mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('a dry run reports new accounts, existing ones and every line error, and creates nothing', async () => {
    const [ana, bia] = [uniqueEmail('ana'), uniqueEmail('bia')];
    const csv = [
      'Nome;E-MAIL',
      `Ana Souza;${ana}`,
      `Já Cadastrado;${teacher.email}`,
      ';sem-nome@escola.test',
      'Carla;nao-e-email',
      `Bia Lima;${bia}`,
      `Ana de Novo;${ana.toUpperCase()}`,
    ].join('\n');
    const res = await post({ csv, dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<BulkAccountsReport>();
    expect(report.dryRun).toBe(true);
    expect(report.created.map((s) => [s.line, s.email])).toEqual([
      [2, ana],
      [6, bia],
    ]);
    expect(report.existing).toEqual([{ line: 3, name: 'Já Cadastrado', email: teacher.email }]);
    expect(report.errors).toEqual([
      { line: 4, message: 'falta o nome' },
      { line: 5, message: 'e-mail inválido: "nao-e-email"' },
      { line: 7, message: 'e-mail repetido (já aparece na linha 2)' },
    ]);
    expect(await usersWith([ana, bia])).toEqual([]);
  });

  it('an import with any bad line is a 400 that lists the lines and creates nothing', async () => {
    const good = uniqueEmail('boa');
    const csv = `name,email\nBoa Aluna,${good}\n,faltou@escola.test\nOutro,x@\n`;
    const enqueue = vi.spyOn(t.app.runtime.jobs, 'enqueue');
    const res = await post({ csv });
    enqueue.mockRestore();
    expectError(res, 400);
    expect(res.json<{ message: string }>().message).toBe(
      'Nenhuma conta foi criada: 2 linhas têm erro.\nlinha 3: falta o nome\nlinha 4: e-mail inválido: "x@"',
    );
    expect(await usersWith([good])).toEqual([]);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('creates students, leaves existing accounts alone, and mails a set-password link that works', async () => {
    const [ana, bia] = [uniqueEmail('ana'), uniqueEmail('bia')];
    const [before] = await usersWith([teacher.email]);
    const enqueue = vi.spyOn(t.app.runtime.jobs, 'enqueue');
    const res = await post({
      csv: `\uFEFFNOME COMPLETO;Endereço de E-mail\r\nAna Souza;${ana}\r\nProfessora;${teacher.email}\r\nBia Lima;${bia}\r\n`,
    });
    const payloads = enqueue.mock.calls.map(([name, payload]) => ({ name, payload }));
    enqueue.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<BulkAccountsReport>();
    expect(report.created.map((s) => s.email)).toEqual([ana, bia]);
    expect(report.existing.map((s) => s.email)).toEqual([teacher.email]);
    expect(report.classInvite).toBeNull();

    const rows = await usersWith([ana, bia]);
    expect(rows.map((r) => [r.name, r.role, r.email_verified_at])).toEqual(
      expect.arrayContaining([
        ['Ana Souza', 'STUDENT', null],
        ['Bia Lima', 'STUDENT', null],
      ]),
    );
    const [after] = await usersWith([teacher.email]);
    expect(after).toEqual(before);

    // The queue names the account and the purpose; the token exists only in the e-mail.
    const anaRow = rows.find((r) => r.email === ana)!;
    expect(payloads).toContainEqual({
      name: 'auth.mail',
      payload: { userId: anaRow.id, purpose: 'account_created' },
    });
    const mail = await mailTo(ana);
    expect(mail.subject).toBe('Defina sua senha do Gabaritei');
    const token = linkTokenOf(mail);
    expect(mail.text).toContain(`/#/reset-password?token=${token}&primeiro-acesso=1`);
    expect(JSON.stringify(payloads)).not.toContain(token);
    expect(smtp.messages.some((m) => m.envelopeTo.includes(teacher.email))).toBe(false);

    expect((await t.api.post('/api/auth/login', { email: ana, password: 'x' })).statusCode).toBe(
      401,
    );
    const set = await t.api.post('/api/auth/reset-password', {
      token,
      newPassword: 'MinhaSenha@2026',
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.api.post('/api/auth/login', { email: ana, password: 'MinhaSenha@2026' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('invites every student of the file to a class in the same step', async () => {
    const klass = await teacher.createClass('Turma Importada');
    const [ana, existing] = [uniqueEmail('ana'), await signedIn(t.api, t.db, 'STUDENT')];
    const res = await post({
      csv: `Nome,Email\nAna Turma,${ana}\nJá Aluna,${existing.email}\n`,
      classId: klass.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<BulkAccountsReport>();
    expect(report.classInvite?.added.sort()).toEqual([ana, existing.email].sort());
    const enrolled = await t.db
      .selectFrom('class_students')
      .select('email')
      .where('class_id', '=', klass.id)
      .execute();
    expect(enrolled.map((r) => r.email).sort()).toEqual([ana, existing.email].sort());
  });

  describe('refuses, changing nothing', () => {
    it('anyone but an admin', async () => {
      const csv = `Nome,Email\nIntrusa,${uniqueEmail('intrusa')}\n`;
      const student = await signedIn(t.api, t.db, 'STUDENT');
      expectError(await post({ csv }, student.cookie), 403);
      expectError(await post({ csv }, teacher.cookie), 403);
      expect((await call('POST', URL, { body: { csv } })).statusCode).toBe(401);
    });

    it('an unknown class, an empty file, too many rows, a header without e-mail', async () => {
      const ana = uniqueEmail('ana');
      const csv = `Nome,Email\nAna,${ana}\n`;
      const classId = '00000000-0000-4000-8000-000000000000';
      expectError(await post({ csv, classId }), 404, 'Turma não encontrada.');
      expectError(await post({ csv: '  ' }), 400, 'Envie a planilha com as colunas nome e e-mail.');
      expectError(await post({ csv: 'Nome;Email\n' }), 400, 'A planilha não tem nenhum aluno.');
      const many = Array.from({ length: 2001 }, (_, i) => `Aluno ${i},a${i}@x.test`);
      expectError(
        await post({ csv: many.join('\n') }),
        400,
        'A planilha tem 2001 linhas; o limite é 2000 por envio.',
      );
      const noEmail = await post({ csv: `Nome;Telefone\nAna;${ana}\n` });
      expectError(noEmail, 400);
      expect(noEmail.json<{ message: string }>().message).toContain(
        'linha 1: o cabeçalho precisa das colunas "nome" e "e-mail"',
      );
      expect(await usersWith([ana])).toEqual([]);
    });
  });
});
