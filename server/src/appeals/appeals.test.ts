import { beforeAll, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { expectError, signedIn } from '../exam/exam.test-support';
import type { Question } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  AFTER_END,
  APPEALS_UNTIL,
  END,
  MINUTE_AFTER,
  T0,
  appealable,
  call,
  sitOfficial,
} from './appeals.test-support';

const TEXT = 'A alternativa C também está correta segundo a doutrina majoritária.';

describeBackends('appeals: window and permissions', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  let simuladoId: string;
  let questions: Question[];
  let admin: { cookie: string };

  beforeAll(async () => {
    ({ simuladoId, questions, admin } = await appealable(t.api, t.db, 3));
  });

  const appealUrl = (questionId: string) =>
    `/api/simulados/${simuladoId}/questions/${questionId}/appeals`;
  const windowUrl = () => `/api/admin/simulados/${simuladoId}/appeals-window`;

  it('takes an appeals window only after the end date', async () => {
    const early = new Date(END.getTime() - 60_000).toISOString();
    expectError(
      await call(t.app, 'PUT', windowUrl(), admin.cookie, { appealsUntil: early }),
      400,
      'APPEALS_WINDOW_BEFORE_END',
    );
    const student = await signedIn(t.api, t.db);
    const refused = await call(t.app, 'PUT', windowUrl(), student.cookie, {
      appealsUntil: APPEALS_UNTIL.toISOString(),
    });
    expect(refused.statusCode).toBe(403);
    const set = await call(t.app, 'PUT', windowUrl(), admin.cookie, {
      appealsUntil: APPEALS_UNTIL.toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ appealsUntil: APPEALS_UNTIL.toISOString() });
  });

  it('takes one appeal per question from a submitted official attempt, in the window only', async () => {
    const sitter = await sitOfficial(t.api, t.db, clock, simuladoId, questions, ['A', 'B', 'C']);
    const q = questions[0]!;
    // During the exam: the window has not opened.
    expectError(
      await call(t.app, 'POST', appealUrl(q.id), sitter.cookie, { text: TEXT }),
      400,
      'APPEALS_CLOSED',
    );

    clock.set(AFTER_END);
    expect((await call(t.app, 'POST', appealUrl(q.id), undefined, { text: TEXT })).statusCode).toBe(
      401,
    );
    expectError(
      await call(t.app, 'POST', appealUrl(q.id), sitter.cookie, { text: 'curto' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(t.app, 'POST', appealUrl(q.id), sitter.cookie, { text: 'x'.repeat(2001) }),
      400,
      'VALIDATION_ERROR',
    );
    const filed = await call(t.app, 'POST', appealUrl(q.id), sitter.cookie, { text: TEXT });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ questionNumber: 1, status: 'PENDING', reply: null });
    expectError(
      await call(t.app, 'POST', appealUrl(q.id), sitter.cookie, { text: TEXT }),
      409,
      'APPEAL_DUPLICATE',
    );

    const outsider = await signedIn(t.api, t.db);
    expectError(
      await call(t.app, 'POST', appealUrl(q.id), outsider.cookie, { text: TEXT }),
      403,
      'NO_OFFICIAL_ATTEMPT',
    );
    expectError(
      await call(t.app, 'POST', appealUrl(crypto.randomUUID()), sitter.cookie, { text: TEXT }),
      404,
      'NOT_FOUND',
    );

    clock.set(MINUTE_AFTER(APPEALS_UNTIL));
    expectError(
      await call(t.app, 'POST', appealUrl(questions[1]!.id), sitter.cookie, { text: TEXT }),
      400,
      'APPEALS_CLOSED',
    );
    const count = await t.db
      .selectFrom('appeals')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);

    // The admin sees it grouped under its question and rejects it: the candidate sees the reply.
    const grouped = await call(
      t.app,
      'GET',
      `/api/admin/simulados/${simuladoId}/appeals`,
      admin.cookie,
    );
    expect(grouped.json()).toMatchObject({
      total: 1,
      questions: [
        { questionId: q.id, number: 1, count: 1, status: 'PENDING', appeals: [{ text: TEXT }] },
      ],
    });
    const reply = 'A banca mantém o gabarito: a alternativa C contraria a súmula.';
    const rejected = await call(
      t.app,
      'POST',
      `/api/admin/simulados/${simuladoId}/questions/${q.id}/appeals/reject`,
      admin.cookie,
      { reply },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      keyChange: { kind: 'REJECT', reason: reply },
      regrade: null,
    });
    const mine = await call(
      t.app,
      'GET',
      `/api/me/appeals?simuladoId=${simuladoId}`,
      sitter.cookie,
    );
    expect(mine.json()).toEqual([expect.objectContaining({ status: 'REJECTED', reply })]);
    // Another candidate's list is their own.
    expect((await call(t.app, 'GET', '/api/me/appeals', outsider.cookie)).json()).toEqual([]);
  });
});
