import { expect, it } from 'vitest';
import { SAVE_GRACE_MS, type Option, type QuestionFieldResponse } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  HOUR,
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const END = new Date(T0.getTime() + HOUR);

/**
 * The review's '% de acerto' per question and the option the field chose most: only for
 * someone with a result there, and nothing while the key is embargoed.
 */
describeBackends('the field per question', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);
  const fieldOf = (cookie: string, simuladoId: string) =>
    t.api.get(`/api/result/question-field?simuladoId=${simuladoId}`, { cookie });

  it('waits for the key, then gives each question its share right and the most chosen option', async () => {
    clock.set(T0);
    const id = await createSimulado(t.db, {
      questions: 2,
      startDate: new Date(T0.getTime() - HOUR),
      endDate: END,
    });
    const [q1, q2] = await questionsOf(t.db, id);
    // q1: right, right, wrong; q2: wrong, wrong, blank.
    const sheets: [Option | null, Option | null][] = [
      [q1!.correct, q2!.wrong],
      [q1!.correct, q2!.wrong],
      [q1!.wrong, null],
    ];
    const people = [];
    for (const [a1, a2] of sheets) {
      const who = await candidate(t.api, t.db, id);
      const session = await startSession(exam, who.cookie, id);
      await exam.save(who.cookie, session.id, { questionId: q1!.id, selectedOption: a1 });
      await exam.save(who.cookie, session.id, { questionId: q2!.id, selectedOption: a2 });
      await submitSession(exam, who.cookie, session.id);
      people.push(who);
    }

    // Before the key: nothing of how the field answered.
    const early = await fieldOf(people[0]!.cookie, id);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ participants: 0, questions: [] });
    expect(early.json().keyReleasesAt).not.toBeNull();

    // Somebody without a result there: not found, before and after.
    const stranger = await signedIn(t.api, t.db, 'STUDENT');
    expect((await fieldOf(stranger.cookie, id)).statusCode).toBe(404);

    clock.set(new Date(END.getTime() + SAVE_GRACE_MS + 1000));
    const res = await fieldOf(people[2]!.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as QuestionFieldResponse;
    expect(body).toMatchObject({ keyReleasesAt: null, participants: 3 });
    const byId = new Map(body.questions.map((q) => [q.questionId, q]));
    expect(byId.get(q1!.id)?.correctPercent).toBeCloseTo(200 / 3, 6);
    expect(byId.get(q1!.id)).toMatchObject({ mostChosen: q1!.correct });
    expect(byId.get(q1!.id)?.mostChosenPercent).toBeCloseTo(200 / 3, 6);
    expect(byId.get(q2!.id)).toMatchObject({ correctPercent: 0, mostChosen: q2!.wrong });
    expect((await fieldOf(stranger.cookie, id)).statusCode).toBe(404);
  });
});
