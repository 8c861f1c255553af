import { expect, it } from 'vitest';
import {
  scoreAttempt,
  type DisciplinesResponse,
  type Option,
  type ScoringRule,
} from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import {
  HOUR,
  candidate,
  createSimulado,
  examApi,
  expectError,
  questionsOf,
  randomUuid,
  startSession,
  submitSession,
  type Question,
} from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

/** The paper: four questions in three disciplines, one weighing 2, the last annulled. */
const PAPER = [
  { subject: 'Português', weight: 1, annulled: false },
  { subject: 'Matemática', weight: 2, annulled: false },
  { subject: 'Matemática', weight: 1, annulled: false },
  { subject: null, weight: 1, annulled: true },
];
const DISCIPLINES = ['Português', 'Matemática', 'Direito Constitucional'];

async function shapePaper(db: Db, simuladoId: string, scoring: ScoringRule) {
  await db.updateTable('simulados').set({ scoring }).where('id', '=', simuladoId).execute();
  const questions = await questionsOf(db, simuladoId);
  for (const [i, q] of questions.entries()) {
    const item = PAPER[i]!;
    await db
      .updateTable('questions')
      .set({
        subject: item.subject,
        weight: item.weight,
        annulled_at: item.annulled ? new Date() : null,
      })
      .where('id', '=', q.id)
      .execute();
  }
  return questions;
}

type Pick = 'right' | 'wrong' | null;
const choose = (q: Question, pick: Pick): Option | null =>
  pick === 'right' ? q.correct : pick === 'wrong' ? q.wrong : null;

/** The oracle: shared's scoreAttempt on each discipline's questions alone. */
function expected(questions: Question[], picks: Pick[], scoring: ScoringRule) {
  return DISCIPLINES.map((discipline) => {
    const idx = PAPER.map((item, i) =>
      (item.subject ?? DISCIPLINES[2]) === discipline ? i : -1,
    ).filter((i) => i >= 0);
    const scored = scoreAttempt(
      scoring,
      idx.map((i) => ({
        weight: PAPER[i]!.weight,
        correctOption: questions[i]!.correct,
        annulled: PAPER[i]!.annulled,
      })),
      idx.map((i) => choose(questions[i]!, picks[i]!)),
    );
    return {
      discipline,
      questions: idx.length,
      credited: scored.creditedCount,
      percent: scored.score,
    };
  });
}

describeBackends('results per discipline', (backend) => {
  const clock = createFakeClock('2026-11-26T10:00:00.000Z');
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);
  const disciplines = (cookie: string, simuladoId: string, resultId?: string) =>
    t.api.get(
      `/api/result/disciplines?simuladoId=${simuladoId}${resultId ? `&resultId=${resultId}` : ''}`,
      { cookie },
    );

  for (const scoring of ['STANDARD', 'CEBRASPE'] as const) {
    it(`compares the candidate with the official field's mean, by the ${scoring} rule`, async () => {
      const id = await createSimulado(t.db, { questions: 4 });
      const questions = await shapePaper(t.db, id, scoring);
      const sheets: Pick[][] = [
        ['right', 'right', 'right', 'right'],
        ['wrong', 'wrong', 'right', 'wrong'],
        [null, null, null, null],
      ];
      const people = [];
      for (const picks of sheets) {
        const who = await candidate(t.api, t.db, id);
        const session = await startSession(exam, who.cookie, id);
        for (const [i, q] of questions.entries()) {
          const res = await exam.save(who.cookie, session.id, {
            questionId: q.id,
            selectedOption: choose(q, picks[i]!),
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        const { result } = await submitSession(exam, who.cookie, session.id);
        people.push({ ...who, resultId: result.id, picks });
      }
      const mine = people[1]!;
      const res = await disciplines(mine.cookie, id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as DisciplinesResponse;
      const own = expected(questions, mine.picks, scoring);
      const everyone = people.map((p) => expected(questions, p.picks, scoring));
      expect(body).toMatchObject({ keyReleasesAt: null, field: 'OFFICIAL', participants: 3 });
      expect(body.disciplines.map((d) => d.discipline)).toEqual(DISCIPLINES);
      body.disciplines.forEach((d, i) => {
        expect(d).toMatchObject({ discipline: own[i]!.discipline, questions: own[i]!.questions });
        expect(d.credited).toBe(own[i]!.credited);
        expect(d.percent).toBeCloseTo(own[i]!.percent, 6);
        const mean = everyone.reduce((sum, e) => sum + e[i]!.percent, 0) / everyone.length;
        expect(d.fieldPercent).toBeCloseTo(mean, 6);
      });
      // The annulled item is credited to everyone, even to the blank sheet.
      expect(body.disciplines[2]).toMatchObject({ percent: 100, fieldPercent: 100 });

      // Named by id it is the same attempt; someone else's id is not found.
      expect((await disciplines(mine.cookie, id, mine.resultId)).json()).toEqual(body);
      expectError(await disciplines(mine.cookie, id, people[0]!.resultId), 404, 'NOT_FOUND');
      expectError(await disciplines(mine.cookie, randomUuid()), 404, 'NOT_FOUND');
      const outsider = await candidate(t.api, t.db, id);
      expectError(await disciplines(outsider.cookie, id), 404, 'NOT_FOUND');
      expect((await t.api.get(`/api/result/disciplines?simuladoId=${id}`)).statusCode).toBe(401);
      expectError(await disciplines(mine.cookie, 'x'), 400, 'VALIDATION_ERROR');
    });
  }

  it('gives nothing per discipline while the key is embargoed, and the figures after', async () => {
    const end = new Date(clock.now().getTime() + HOUR);
    const id = await createSimulado(t.db, { questions: 4, endDate: end });
    const questions = await shapePaper(t.db, id, 'STANDARD');
    const who = await candidate(t.api, t.db, id);
    const session = await startSession(exam, who.cookie, id);
    await exam.save(who.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: questions[0]!.correct,
    });
    await submitSession(exam, who.cookie, session.id);
    const during = await disciplines(who.cookie, id);
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json()).toEqual({
      keyReleasesAt: expect.any(String),
      field: 'NONE',
      participants: 0,
      disciplines: [],
    });
    clock.set(new Date(end.getTime() + HOUR));
    const after = (await disciplines(who.cookie, id)).json() as DisciplinesResponse;
    // Alone in the field: the figures, and no comparison.
    expect(after).toMatchObject({ keyReleasesAt: null, field: 'NONE', participants: 1 });
    expect(after.disciplines.map((d) => [d.discipline, d.percent, d.fieldPercent])).toEqual([
      ['Português', 100, null],
      ['Matemática', 0, null],
      ['Direito Constitucional', 100, null],
    ]);
  });

  it("compares a practice-only simulado's attempt with each trainee's latest practice", async () => {
    const id = await createSimulado(t.db, { questions: 4, isPracticeOnly: true });
    const questions = await shapePaper(t.db, id, 'STANDARD');
    const practise = async (who: { cookie: string }, pick: Pick) => {
      const res = await t.api.post(
        '/api/answers',
        {
          simuladoId: id,
          answers: questions.map((q) => ({ questionId: q.id, selectedOption: choose(q, pick) })),
        },
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }).id;
    };
    const first = await candidate(t.api, t.db, id);
    const firstResult = await practise(first, 'right');
    const alone = (await disciplines(first.cookie, id, firstResult)).json() as DisciplinesResponse;
    expect(alone).toMatchObject({ field: 'NONE', participants: 1 });
    expect(alone.disciplines.every((d) => d.fieldPercent === null)).toBe(true);
    // No official attempt: without an id there is nothing of theirs to show.
    expectError(await disciplines(first.cookie, id), 404, 'NOT_FOUND');

    const second = await candidate(t.api, t.db, id);
    await practise(second, 'right');
    clock.advance(1000);
    const latest = await practise(second, 'wrong');
    const body = (await disciplines(second.cookie, id, latest)).json() as DisciplinesResponse;
    expect(body).toMatchObject({ field: 'PRACTICE', participants: 2 });
    // Português: first 100, second's latest 0 — the earlier 100 of the second is not counted.
    expect(body.disciplines[0]).toMatchObject({
      discipline: 'Português',
      percent: 0,
      fieldPercent: 50,
    });
  });
});
