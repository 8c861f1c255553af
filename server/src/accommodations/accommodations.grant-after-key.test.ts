import { expect, it } from 'vitest';
import { ACCOMMODATION_MESSAGES, SAVE_GRACE_MS, type AttemptResult } from '@gabaritei/shared';
import {
  MINUTE,
  T0,
  candidate,
  createSimulado,
  signedIn,
  startSession,
  submitSession,
  useExamSuite,
} from '../exam/exam.test-support';
import { describeBackends } from '../test/support';

const url = (id: string) => `/api/admin/simulados/${id}/accommodations`;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/**
 * Extra time granted once the key is out must not open an official attempt: by then the
 * key reached every candidate (and her, through a practice correction).
 */
describeBackends('extra time granted after the key was released', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  /**
   * A simulado one candidate sat, whose key is out (end + grace passed), and her practice
   * attempt after it, which showed her the key.
   */
  async function practisedAfterRelease() {
    const simulado = await createSimulado(t.db, {
      questions: 3,
      durationMinutes: 60,
      startDate: T0,
      endDate: at(90),
    });
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const early = await candidate(t.api, t.db, simulado);
    const her = await candidate(t.api, t.db, simulado);
    const earlySession = await startSession(exam, early.cookie, simulado);
    await submitSession(exam, early.cookie, earlySession.id);
    clock.set(new Date(at(95).getTime() + SAVE_GRACE_MS));
    const practice = await t.api.post(
      '/api/answers',
      { simuladoId: simulado, answers: [] },
      { cookie: her.cookie },
    );
    expect(practice.statusCode, practice.body).toBe(200);
    return { simulado, admin, her, practice };
  }

  it('does not let a candidate who read the key start an official attempt', async () => {
    const { simulado, admin, her, practice } = await practisedAfterRelease();
    const key = (practice.json() as AttemptResult).answers.map((a) => a.correctOption);
    expect(key).toHaveLength(3);

    // Now an ADMIN grants her 30 minutes (a late request).
    const grant = await t.api.put(
      url(simulado),
      { email: her.email, extraMinutes: 30, reason: 'Laudo médico tardio' },
      { cookie: admin.cookie },
    );
    expect(grant.statusCode, grant.body).toBe(409);
    expect(grant.json().message).toBe(ACCOMMODATION_MESSAGES.keyReleased);
    const list = await t.api.get(url(simulado), { cookie: admin.cookie });
    expect(list.json()).toEqual([]);
    const start = await exam.start(her.cookie, simulado);
    expect(start.statusCode, start.body).not.toBe(200);
  });

  it('keeps a candidate who practised out of the exam even where the key was never held', async () => {
    // IMMEDIATE: the key is open from the start, so a grant after the end is accepted, but
    // her practice attempt has shown it to her.
    const simulado = await createSimulado(t.db, {
      questions: 3,
      durationMinutes: 60,
      startDate: T0,
      endDate: at(90),
    });
    await t.db
      .updateTable('simulados')
      .set({ answer_key_release: 'IMMEDIATE' })
      .where('id', '=', simulado)
      .execute();
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const her = await candidate(t.api, t.db, simulado);
    const other = await candidate(t.api, t.db, simulado);
    clock.set(at(100));
    const practice = await t.api.post(
      '/api/answers',
      { simuladoId: simulado, answers: [] },
      { cookie: her.cookie },
    );
    expect(practice.statusCode, practice.body).toBe(200);
    for (const who of [her, other]) {
      const grant = await t.api.put(
        url(simulado),
        { email: who.email, extraMinutes: 30, reason: 'Laudo médico tardio' },
        { cookie: admin.cookie },
      );
      expect(grant.statusCode, grant.body).toBe(200);
    }
    const mode = await t.api.get(`/api/simulados/${simulado}/mode`, { cookie: her.cookie });
    expect(mode.json().mode).toBe('PRACTICE');
    expect((await exam.start(her.cookie, simulado)).statusCode).not.toBe(200);
    // The one who did not practise gets her extra time.
    const otherMode = await t.api.get(`/api/simulados/${simulado}/mode`, {
      cookie: other.cookie,
    });
    expect(otherMode.json().mode).toBe('EXAM');
    expect((await exam.start(other.cookie, simulado)).statusCode).toBe(200);
  });

  it('does not reopen the exam by an extension once the key is out', async () => {
    const { simulado, admin, her } = await practisedAfterRelease();

    const extension = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/simulados/${simulado}`,
      payload: { endDate: at(180).toISOString(), reason: 'Queda de energia' },
      cookies: { gabaritei_sid: admin.cookie },
    });
    expect(extension.statusCode, extension.body).toBe(409);
    expect(extension.json().message).toBe(ACCOMMODATION_MESSAGES.keyReleasedExtension);
    const start = await exam.start(her.cookie, simulado);
    expect(start.statusCode, start.body).not.toBe(200);
  });
});
