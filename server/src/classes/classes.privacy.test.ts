import { expect, it } from 'vitest';
import type { ClassDetail, ClassInfo, ClassRanking } from '@gabaritei/shared';
import { createAccount, signIn } from '../auth/auth.test-support';
import { describeBackends } from '../test/support';
import {
  answerInvitation,
  createSimulado,
  insertResult,
  useClassSuite,
} from './classes.test-support';

describeBackends('class privacy', (backend) => {
  const { call, t, teacher } = useClassSuite(backend);

  /** A student signed in, who chose how her name shows in rankings (Minha Conta). */
  async function student(name: string, rankingDisplay: 'FULL_NAME' | 'INITIALS') {
    const account = await createAccount(t.db, { name });
    const cookie = await signIn(t.api, account.email, account.password);
    const res = await call('PATCH', '/api/me/privacy', { cookie, body: { rankingDisplay } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: account.user.id, email: account.email, cookie };
  }

  it("projects each student as she chose, and keeps full names in the teacher's table", async () => {
    const simulado = await createSimulado(t.db, { title: 'Simulado Projetado' });
    const maria = await student('Maria Aparecida Souza', 'INITIALS');
    const joao = await student('João Pereira', 'FULL_NAME');
    const klass = await teacher.createClass('Turma Projetor');
    for (const person of [maria, joao]) {
      await teacher.enrol(klass.id, person.email);
      await answerInvitation(call, person.cookie, klass.id);
    }
    await teacher.release(klass.id, simulado);
    const completedAt = new Date('2026-11-23T11:00:00.000Z');
    await insertResult(t.db, { userId: maria.id, simuladoId: simulado, completedAt, score: 90 });
    await insertResult(t.db, { userId: joao.id, simuladoId: simulado, completedAt, score: 70 });

    const ranking = await teacher.get(`/api/teacher/classes/${klass.id}/ranking/${simulado}`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json<ClassRanking>().rankings.map((r) => r.userName)).toEqual([
      'M. A. S.',
      'João Pereira',
    ]);
    expect(ranking.body).not.toContain('Aparecida');

    const detail = await teacher.get(`/api/teacher/classes/${klass.id}`);
    const names = detail.json<ClassDetail>().results[0]?.students.map((s) => s.name);
    expect(names).toEqual(['Maria Aparecida Souza', 'João Pereira']);
  });

  it('shows an enrolled account by its e-mail only until the student accepts', async () => {
    const { email, password } = await createAccount(t.db, { name: 'Beatriz Nome Secreto' });
    const klass = await teacher.createClass('Turma Convites');
    const enrolled = await teacher.enrol(klass.id, email);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.body).not.toContain('Secreto');
    const member = enrolled.json<ClassInfo>().members.find((m) => m.email === email);
    expect(member).toMatchObject({ email, name: null, status: 'INVITED' });

    const bulkClass = await teacher.createClass('Turma Convites em Lote');
    const bulk = await call('POST', `/api/classes/${bulkClass.id}/students/bulk`, {
      cookie: teacher.cookie,
      body: { studentEmails: [email] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.body).not.toContain('Secreto');
    for (const url of ['/api/classes', '/api/teacher/classes', `/api/teacher/classes/${klass.id}`])
      expect((await teacher.get(url)).body, url).not.toContain('Secreto');

    await answerInvitation(call, await signIn(t.api, email, password), klass.id);
    const after = await teacher.get(`/api/classes/${klass.id}`);
    expect(after.json<ClassInfo>().members.find((m) => m.email === email)?.name).toBe(
      'Beatriz Nome Secreto',
    );
  });
});
