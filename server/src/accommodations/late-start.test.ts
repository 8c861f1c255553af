import { expect, it } from 'vitest';
import { EXAM_MESSAGES, SAVE_GRACE_MS, type ModeResponse } from '@gabaritei/shared';
import {
  MINUTE,
  T0,
  candidate,
  createSimulado,
  expectError,
  signedIn,
  startSession,
  submitSession,
  useExamSuite,
  finaliserDepsOf,
} from '../exam/exam.test-support';
import { createExpirer } from '../exam/expiry';
import { describeBackends } from '../test/support';

const url = (id: string) => `/api/admin/simulados/${id}/accommodations`;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/**
 * A candidate with N extra minutes who has not started by the general end: her window, and
 * so her start, closes N minutes later, and her session is capped at end + N.
 */
describeBackends('extra time: a start after the general end', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  it('offers her the exam until end + N, caps her session there and holds the key for it', async () => {
    // 60 minutes of exam, open from T0 to T0 + 90 min.
    const simulado = await createSimulado(t.db, {
      questions: 3,
      durationMinutes: 60,
      startDate: T0,
      endDate: at(90),
    });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const early = await candidate(t.api, t.db, simulado);
    const late = await candidate(t.api, t.db, simulado);
    const her = await candidate(t.api, t.db, simulado);
    const grant = await t.api.put(
      url(simulado),
      { email: her.email, extraMinutes: 30, reason: 'Laudo médico' },
      { cookie: admin.cookie },
    );
    expect(grant.statusCode, grant.body).toBe(200);
    const earlySession = await startSession(exam, early.cookie, simulado);
    await submitSession(exam, early.cookie, earlySession.id);

    // Ten minutes after the general end.
    clock.set(at(100));
    const lateMode = (await exam.mode(late.cookie, simulado)).json() as ModeResponse;
    expect(lateMode).toMatchObject({ mode: 'PRACTICE', extraMinutes: 0 });
    const refused = await exam.start(late.cookie, simulado);
    expectError(refused, 400, 'EXAM_ENDED');
    expect(refused.json()).toMatchObject({ message: EXAM_MESSAGES.examEnded });

    const herMode = (await exam.mode(her.cookie, simulado)).json() as ModeResponse;
    expect(herMode).toEqual({ mode: 'EXAM', hasActiveSession: false, extraMinutes: 30 });
    const session = await startSession(exam, her.cookie, simulado);
    // min(start + 60 + 30, end + 30) = end + 30.
    expect(session.expiresAt).toBe(at(120).toISOString());
    expect((await exam.mode(her.cookie, simulado)).json()).toMatchObject({
      mode: 'EXAM',
      hasActiveSession: true,
    });

    // The key waits for her deadline: still embargoed for the one who submitted.
    clock.set(at(119));
    expect((await exam.review(early.cookie, earlySession.id)).body).not.toContain(
      '"correctOption"',
    );
    clock.set(new Date(at(120).getTime() + SAVE_GRACE_MS + 1));
    const expirer = createExpirer(finaliserDepsOf(t, clock));
    expect(await expirer.expire(session.id)).toBe(true);
    expect((await exam.review(early.cookie, earlySession.id)).body).toContain('"correctOption"');
  });

  it('closes her start window at end + N like everybody else’s at the end', async () => {
    const simulado = await createSimulado(t.db, {
      questions: 2,
      durationMinutes: 60,
      startDate: T0,
      endDate: at(90),
    });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const her = await candidate(t.api, t.db, simulado);
    await t.api.put(
      url(simulado),
      { email: her.email, extraMinutes: 15, reason: 'Lactante' },
      { cookie: admin.cookie },
    );
    clock.set(at(104));
    expect((await exam.mode(her.cookie, simulado)).json()).toMatchObject({ mode: 'EXAM' });
    clock.set(at(105));
    expect((await exam.mode(her.cookie, simulado)).json()).toMatchObject({ mode: 'PRACTICE' });
    expectError(await exam.start(her.cookie, simulado), 400, 'EXAM_ENDED');
  });
});
