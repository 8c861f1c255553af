import { beforeAll, expect, it } from 'vitest';
import type { ItemStatistics, Option } from '@gabaritei/shared';
import { AFTER_END, START, END, T0, call, sitOfficial } from '../appeals/appeals.test-support';
import { insertClass } from '../classes/classes.test-support';
import { createFakeClock } from '../clock';
import { createSimulado, questionsOf, signedIn, type Question } from '../exam/exam.test-support';
import { eventually } from '../ranking/ranking.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

/** Keys of createSimulado's four questions: B C D A. Six designed candidates. */
const CHOICES: (Option | null)[][] = [
  ['B', 'C', 'D', 'C'], // 3
  ['B', 'C', 'D', 'C'], // 3
  ['B', 'C', 'A', 'C'], // 2
  ['B', 'A', 'A', 'C'], // 1
  ['A', 'A', 'A', null], // 0
  [null, 'C', 'A', 'A'], // 2
];
const KEYS: Option[] = ['B', 'C', 'D', 'A'];

/** The textbook item analysis, computed here from the choice matrix alone. */
function expectedStatistics(rows: (Option | null)[][]) {
  const scores: number[][] = rows.map((row) =>
    row.map((choice, q) => (choice === KEYS[q] ? 1 : 0)),
  );
  const totals = scores.map((row) => row.reduce<number>((a, b) => a + b, 0));
  const n = rows.length;
  // The two best (27 % of 6, rounded up) are the two threes: no tie to break.
  const top = [0, 1];
  return KEYS.map((key, q) => {
    const x = scores.map((row) => row[q]!);
    const y = totals.map((total, i) => total - x[i]!);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const mx = mean(x);
    const my = mean(y);
    const cov = x.reduce((a, xi, i) => a + (xi - mx) * (y[i]! - my), 0);
    const vx = x.reduce((a, xi) => a + (xi - mx) ** 2, 0);
    const vy = y.reduce((a, yi) => a + (yi - my) ** 2, 0);
    const discrimination = vx === 0 || vy === 0 ? null : cov / Math.sqrt(vx * vy);
    const facility = mx;
    const options: Record<string, number> = {};
    for (const row of rows) if (row[q]) options[row[q]!] = (options[row[q]!] ?? 0) + 1;
    const topCount = (option: string) => top.filter((i) => rows[i]![q] === option).length;
    const flags: string[] = [];
    if (facility < 0.2) flags.push('TOO_HARD');
    if (facility > 0.9) flags.push('TOO_EASY');
    if (discrimination !== null && discrimination < 0.2) flags.push('LOW_DISCRIMINATION');
    if (['A', 'B', 'C', 'D'].some((o) => o !== key && topCount(o) > topCount(key)))
      flags.push('KEY_SUSPECT');
    return {
      number: q + 1,
      facility,
      discrimination,
      options,
      blank: rows.filter((row) => row[q] === null).length,
      flags,
      n,
    };
  });
}

describeBackends('item statistics', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  let simuladoId: string;
  let questions: Question[];

  beforeAll(async () => {
    simuladoId = await createSimulado(t.db, { questions: 4, startDate: START, endDate: END });
    questions = await questionsOf(t.db, simuladoId);
  });

  it('match an independent computation, for the simulado and for a class', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    const otherTeacher = await signedIn(t.api, t.db, 'TEACHER');
    const classId = await insertClass(t.db, {
      teacherId: teacher.id,
      maxStudents: 30,
      simuladoIds: [simuladoId],
    });

    const sitters = [];
    for (const choices of CHOICES)
      sitters.push(await sitOfficial(t.api, t.db, clock, simuladoId, questions, choices));
    // The class: the first three candidates (accepted) and the fourth (only invited).
    await t.db
      .insertInto('class_students')
      .values(
        sitters.slice(0, 4).map((s, i) => ({
          class_id: classId,
          email: s.email,
          status: i < 3 ? ('ACCEPTED' as const) : ('INVITED' as const),
        })),
      )
      .execute();
    // A practice attempt never counts.
    await t.db
      .insertInto('results')
      .values({
        user_id: sitters[4]!.id,
        simulado_id: simuladoId,
        attempt_type: 'PRACTICE',
        score: 100,
        correct_count: 4,
        total_questions: 4,
        duration_seconds: 10,
        completed_at: new Date(),
      })
      .execute();

    // Membership changed after the last submission: the worker's next computation counts it.
    await t.app.runtime.jobs.enqueue('statistics.compute', { simuladoId });

    const read = async (url: string, cookie: string, participants: number) =>
      eventually(async () => {
        const res = await call(t.app, 'GET', url, cookie);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as ItemStatistics;
        expect(body.participants).toBe(participants);
        return body;
      }, 20_000);

    const stats = await read(`/api/admin/simulados/${simuladoId}/statistics`, admin.cookie, 6);
    const expected = expectedStatistics(CHOICES);
    expect(stats.questions.map((q) => q.questionId)).toEqual(questions.map((q) => q.id));
    for (const [i, q] of stats.questions.entries()) {
      const e = expected[i]!;
      expect(q.number).toBe(e.number);
      expect(q.facility).toBeCloseTo(e.facility, 10);
      if (e.discrimination === null) expect(q.discrimination).toBeNull();
      else expect(q.discrimination).toBeCloseTo(e.discrimination, 10);
      expect(q.options).toEqual(e.options);
      expect(q.blank).toBe(e.blank);
      expect([...q.flags].sort()).toEqual([...e.flags].sort());
    }
    // The designed suspect: the two best chose C on question 4, whose key is A.
    expect(stats.questions[3]!.flags).toEqual(expect.arrayContaining(['TOO_HARD', 'KEY_SUSPECT']));
    // Each item carries its key, and the paper its format (its options are the rows).
    expect(stats.format).toBe('ABCD');
    expect(stats.questions.map((q) => q.correctOption)).toEqual(questions.map((q) => q.correct));

    // The class: its three accepted members only — under five, so no discrimination. A
    // teacher reads per-question figures once the key is out (the embargo test holds them).
    clock.set(AFTER_END);
    const url = `/api/teacher/classes/${classId}/statistics/${simuladoId}`;
    const forClass = await read(url, teacher.cookie, 3);
    expect(forClass.questions.every((q) => q.discrimination === null)).toBe(true);
    expect(forClass.questions[1]!.options).toEqual({ C: 3 });
    expect((await call(t.app, 'GET', url, otherTeacher.cookie)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, admin.cookie)).statusCode).toBe(403);
    const unreleased = await createSimulado(t.db, { questions: 2 });
    const res = await call(
      t.app,
      'GET',
      `/api/teacher/classes/${classId}/statistics/${unreleased}`,
      teacher.cookie,
    );
    expect(res.statusCode).toBe(404);
  });

  it('are computed again when the results moved with no computation asked for', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const id = await createSimulado(t.db, { questions: 4, startDate: START, endDate: END });
    const paper = await questionsOf(t.db, id);
    const sitters = [];
    for (const choices of CHOICES.slice(0, 2))
      sitters.push(await sitOfficial(t.api, t.db, clock, id, paper, choices));
    const url = `/api/admin/simulados/${id}/statistics`;
    const participants = async () => {
      const res = await call(t.app, 'GET', url, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ItemStatistics).participants;
    };
    await eventually(async () => expect(await participants()).toBe(2), 20_000);
    // Every computation the sittings asked for has run: none is left to hide the change.
    await eventually(async () => {
      const pending = await t.app.runtime.jobs.pendingByName();
      const computing = Object.entries(pending).filter(
        ([name, count]) => count > 0 && /^(statistics|ranking)\./.test(name),
      );
      expect(computing).toEqual([]);
    }, 20_000);
    // A result gone by a path that asks for nothing (a direct delete, as a future writer
    // might): the next reads notice the stored figures are behind and have them computed.
    await t.db.deleteFrom('results').where('user_id', '=', sitters[0]!.id).execute();
    await eventually(async () => expect(await participants()).toBe(1), 20_000);
  });
});
