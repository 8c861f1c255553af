import { expect, it } from 'vitest';
import type { DisciplinesResponse, EvolutionResponse, Option } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  HOUR,
  createSimulado,
  examApi,
  grantAccess,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const DAY = 24 * HOUR;
type Pick = 'right' | 'wrong' | null;

describeBackends('Minha evolução (GET /api/me/evolution)', (backend) => {
  const clock = createFakeClock('2026-11-26T10:00:00.000Z');
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);
  const evolution = async (cookie: string) => {
    const res = await t.api.get('/api/me/evolution', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EvolutionResponse;
  };

  /** Sits the official attempt with one pick per question; returns the score. */
  async function sit(who: { id: string; cookie: string }, simuladoId: string, picks: Pick[]) {
    await grantAccess(t.db, who.id, simuladoId);
    const questions = await questionsOf(t.db, simuladoId);
    const session = await startSession(exam, who.cookie, simuladoId);
    for (const [i, q] of questions.entries()) {
      const pick = picks[i] ?? null;
      const option: Option | null =
        pick === 'right' ? q.correct : pick === 'wrong' ? q.wrong : null;
      const res = await exam.save(who.cookie, session.id, {
        questionId: q.id,
        selectedOption: option,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return (await submitSession(exam, who.cookie, session.id)).result.score;
  }

  it("follows each official result against the field, with the results screen's figures", async () => {
    const fresh = await signedIn(t.api, t.db);
    expect(await evolution(fresh.cookie)).toEqual({ points: [] });

    const first = await createSimulado(t.db, { title: 'Primeiro', questions: 4 });
    const second = await createSimulado(t.db, { title: 'Segundo', questions: 4 });
    const me = await signedIn(t.api, t.db);
    const others = [await signedIn(t.api, t.db), await signedIn(t.api, t.db)];
    const firstScores = [
      await sit(me, first, ['right', 'wrong', 'right', null]),
      await sit(others[0]!, first, ['right', 'right', 'right', 'right']),
      await sit(others[1]!, first, [null, null, null, null]),
    ];
    clock.advance(DAY);
    const secondScores = [
      await sit(me, second, ['right', 'right', 'wrong', 'right']),
      await sit(others[0]!, second, ['wrong', 'wrong', 'wrong', 'right']),
    ];
    // A third, dated: its key waits for the end, so its figures are held until then.
    const end = new Date(clock.now().getTime() + 2 * HOUR);
    const third = await createSimulado(t.db, { title: 'Terceiro', questions: 4, endDate: end });
    const thirdScore = await sit(me, third, ['right', 'right', 'right', 'right']);
    await sit(others[1]!, third, ['wrong', 'wrong', 'wrong', 'wrong']);

    const body = await evolution(me.cookie);
    expect(body.points.map((p) => p.simuladoTitle)).toEqual(['Primeiro', 'Segundo', 'Terceiro']);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const released = [
      { id: first, scores: firstScores, participants: 3 },
      { id: second, scores: secondScores, participants: 2 },
    ];
    for (const [i, want] of released.entries()) {
      const point = body.points[i]!;
      const screen = (
        await t.api.get(`/api/result/disciplines?simuladoId=${want.id}`, { cookie: me.cookie })
      ).json() as DisciplinesResponse;
      expect(point).toMatchObject({
        simuladoId: want.id,
        score: want.scores[0],
        participants: want.participants,
        keyReleasesAt: null,
      });
      expect(point.fieldScore).toBeCloseTo(mean(want.scores), 6);
      expect(point.disciplines.length).toBeGreaterThan(1);
      // The same figures as the results screen, discipline by discipline.
      expect(point.disciplines).toEqual(
        screen.disciplines.map((d) => ({
          discipline: d.discipline,
          percent: d.percent,
          fieldPercent: d.fieldPercent,
        })),
      );
    }
    expect(new Date(body.points[1]!.date) > new Date(body.points[0]!.date)).toBe(true);
    // Embargoed: the own score as the results list gives it, nothing per discipline or field.
    expect(body.points[2]).toEqual({
      simuladoId: third,
      simuladoTitle: 'Terceiro',
      date: end.toISOString(),
      score: thirdScore,
      fieldScore: null,
      participants: 0,
      keyReleasesAt: expect.any(String),
      disciplines: [],
    });
    expect(new Date(body.points[2]!.keyReleasesAt!) >= end).toBe(true);
    // Another candidate sees only their own results.
    const theirs = await evolution(others[1]!.cookie);
    expect(theirs.points.map((p) => p.simuladoId)).toEqual([first, third]);
    expect((await t.api.get('/api/me/evolution')).statusCode).toBe(401);

    clock.set(new Date(end.getTime() + HOUR));
    const after = (await evolution(me.cookie)).points[2]!;
    expect(after).toMatchObject({ keyReleasesAt: null, participants: 2 });
    expect(after.fieldScore).toBeCloseTo(mean([thirdScore, 0]), 6);
    expect(after.disciplines.every((d) => d.percent === 100 && d.fieldPercent === 50)).toBe(true);
  });
});
