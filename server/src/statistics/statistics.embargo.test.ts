import { expect, it } from 'vitest';
import { SAVE_GRACE_MS, keyEmbargoMessage, type Option } from '@gabaritei/shared';
import { caller, enrolAccepted, teacherOf } from '../classes/classes.test-support';
import { createFakeClock } from '../clock';
import {
  HOUR,
  MINUTE,
  createSimulado,
  examApi,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
} from '../exam/exam.test-support';
import { eventually } from '../ranking/ranking.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const DAY = 24 * HOUR;
const END = new Date(T0.getTime() + 14 * DAY);
const RELEASE = new Date(END.getTime() + SAVE_GRACE_MS);

/**
 * A class of three whose members chose all A, all B and all C: per-question figures of
 * so small a class are the key itself, so the teacher gets them only with the key.
 */
describeBackends('class item statistics under the key embargo', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const call = caller(() => t.app);

  it('give participation only before the release, and every figure after it', async () => {
    const simuladoId = await createSimulado(t.db, {
      priceCents: 4990,
      questions: 4,
      startDate: new Date(T0.getTime() - HOUR),
      endDate: END,
    });
    const questions = await questionsOf(t.db, simuladoId);
    const teacher = await teacherOf(t.api, t.db, call);
    const turma = await teacher.createClass();
    const exam = examApi(t.api);
    for (const letter of ['A', 'B', 'C'] as Option[]) {
      const student = await signedIn(t.api, t.db);
      await enrolAccepted(teacher, call, turma.id, student);
      if (letter === 'A')
        expect((await teacher.release(turma.id, simuladoId)).statusCode).toBe(200);
      clock.advance(MINUTE);
      const session = await startSession(exam, student.cookie, simuladoId);
      for (const q of questions)
        await exam.save(student.cookie, session.id, { questionId: q.id, selectedOption: letter });
      await submitSession(exam, student.cookie, session.id);
    }
    const url = `/api/teacher/classes/${turma.id}/statistics/${simuladoId}`;
    const embargoed = await eventually(async () => {
      const res = await teacher.get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ participants: 3 });
      return res;
    }, 20_000);
    expect(embargoed.json()).toMatchObject({
      questions: [],
      keyReleasesAt: RELEASE.toISOString(),
      message: keyEmbargoMessage(RELEASE, 'statistics'),
    });
    for (const field of ['facility', 'discrimination', 'options', 'questionId'])
      expect(embargoed.body).not.toContain(`"${field}"`);

    clock.set(RELEASE);
    const opened = await teacher.get(url);
    expect(opened.json()).toMatchObject({ participants: 3, keyReleasesAt: null, message: null });
    const facility = (opened.json() as { questions: { facility: number }[] }).questions.map(
      (q) => q.facility,
    );
    // Every key is one of A, B, C or D; only the questions keyed A, B or C had one taker.
    expect(facility).toEqual(questions.map((q) => (q.correct === 'D' ? 0 : 1 / 3)));
  }, 60_000);
});
