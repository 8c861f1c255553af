import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  EXAM_EXPIRED_EVENT,
  RANKING_EVENTS,
  SAVE_GRACE_MS,
  keyEmbargoMessage,
} from '@gabaritei/shared';
import { caller, enrolAccepted, teacherOf } from '../classes/classes.test-support';
import { createFakeClock } from '../clock';
import { SESSION_COOKIE } from '../http/session';
import { client, listen, ping } from '../realtime/socket.test-support';
import { pdfText } from '../reports/reports.test-support';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  HOUR,
  MINUTE,
  candidate,
  createSimulado,
  examApi,
  expectError,
  questionsOf,
  startSession,
} from './exam.test-support';
import { createRecorder, expectNoKeyIn, reportDownloads } from './key-embargo.test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const START = new Date(T0.getTime() + HOUR);
const END = new Date(T0.getTime() + 3 * HOUR);
const RELEASE = new Date(END.getTime() + SAVE_GRACE_MS);

/**
 * The hand-written key-embargo walk: a full official attempt, an abandoned one that expires,
 * another account's practice, a teacher of the candidate's class and an anonymous watcher
 * under AFTER_END. Every HTTP body, every Socket.IO message (onAny) and the text of every
 * PDF report they can obtain is recorded from before the start to after end + grace.
 */
describeBackends('key embargo', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);
  let simuladoId: string;
  let url: string;

  beforeAll(async () => {
    url = await listen(t);
    simuladoId = await createSimulado(t.db, {
      priceCents: 4990,
      questions: 4,
      durationMinutes: 30,
      startDate: START,
      endDate: END,
    });
  });

  it('keeps the key from every non-admin body, socket message and PDF until end + grace, and gives it after', async () => {
    const seen = createRecorder();
    const sitter = await candidate(t.api, t.db, simuladoId);
    const late = await candidate(t.api, t.db, simuladoId);
    const other = await candidate(t.api, t.db, simuladoId);
    const teacher = await teacherOf(
      t.api,
      t.db,
      caller(() => t.app),
    );
    const turma = await teacher.createClass();
    await enrolAccepted(
      teacher,
      caller(() => t.app),
      turma.id,
      sitter,
    );
    expect((await teacher.release(turma.id, simuladoId)).statusCode).toBe(200);
    const questions = await questionsOf(t.db, simuladoId);
    const sockets = {
      sitter: await client(url, { cookie: `${SESSION_COOKIE}=${sitter.cookie}` }),
      late: await client(url, { cookie: `${SESSION_COOKIE}=${late.cookie}` }),
      teacher: await client(url, { cookie: `${SESSION_COOKIE}=${teacher.cookie}` }),
      watcher: await client(url),
    };
    // The client joins again every minute while it watches; a jump of the clock needs it too.
    const rejoin = async () => {
      for (const socket of Object.values(sockets)) {
        socket.emit(RANKING_EVENTS.join, simuladoId);
        await ping(socket);
      }
    };
    for (const [who, socket] of Object.entries(sockets)) seen.socket(who, socket);
    await rejoin();
    const disciplinesUrl = `/api/result/disciplines?simuladoId=${simuladoId}`;
    const sitterReports = reportDownloads(t.api, sitter.id, simuladoId);
    const otherReports = reportDownloads(t.api, other.id, simuladoId);
    /** Everything each non-admin may read about the simulado, the reports included. */
    const readAll = async (at: string) => {
      const calls: (readonly [string, Promise<LightMyRequestResponse>])[] = [
        ['public ranking', t.api.get(`/api/results/ranking/${simuladoId}`)],
        ['sitter results', t.api.get(`/api/result/${sitter.id}`, sitter)],
        ['sitter answers', t.api.get(`/api/answers/simulado/${simuladoId}`, sitter)],
        ['sitter disciplines', t.api.get(disciplinesUrl, sitter)],
        ['other disciplines', t.api.get(disciplinesUrl, other)],
        ['sitter reports', t.api.get(`/api/reports/student/${sitter.id}/available`, sitter)],
        ['late mode', exam.mode(late.cookie, simuladoId)],
        ['other reports', t.api.get(`/api/reports/student/${other.id}/available`, other)],
        ['teacher class', teacher.get(`/api/teacher/classes/${turma.id}`)],
        ['teacher ranking', teacher.get(`/api/teacher/classes/${turma.id}/ranking/${simuladoId}`)],
        ['teacher reports', teacher.get(`/api/reports/student/${sitter.id}/available`)],
        ...sitterReports(sitter.cookie).map((res) => ['sitter PDF', res] as const),
        ...sitterReports(teacher.cookie).map((res) => ['teacher PDF', res] as const),
        ...otherReports(other.cookie).map((res) => ['other PDF', res] as const),
      ];
      const texts: string[] = [];
      for (const [source, pending] of calls) {
        const res = seen.http(`${source} at ${at}`, await pending);
        const text = await seen.pdf(`${source} at ${at}`, res);
        if (text) texts.push(text);
      }
      return texts;
    };

    expect(await readAll('before the start')).toEqual([]);
    clock.set(new Date(START.getTime() + MINUTE));
    await rejoin();
    const session = await startSession(exam, sitter.cookie, simuladoId);
    expect(session.questions?.map((q) => q.text)).toEqual([
      'Questão 1',
      'Questão 2',
      'Questão 3',
      'Questão 4',
    ]);
    const abandoned = await startSession(exam, late.cookie, simuladoId);
    for (const q of questions) {
      seen.http(
        'save',
        await exam.save(sitter.cookie, session.id, { questionId: q.id, selectedOption: q.correct }),
      );
      seen.http(
        'late save',
        await exam.save(late.cookie, abandoned.id, { questionId: q.id, selectedOption: q.wrong }),
      );
    }
    const submitted = seen.http('submit', await exam.submit(sitter.cookie, session.id));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().result).toMatchObject({
      score: 100,
      rank: 1,
      answers: [],
      questions: [],
      keyReleasesAt: RELEASE.toISOString(),
    });
    // The recompute runs on real timers and reads the watchers by the fake clock: wait for
    // its messages before the clock moves on.
    await expect.poll(() => seen.received('sitter', RANKING_EVENTS.me).length).toBeGreaterThan(0);
    for (const who of ['sitter', 'late', 'teacher', 'watcher'])
      await expect.poll(() => seen.received(who, RANKING_EVENTS.updated).length).toBeGreaterThan(0);
    seen.http('review', await exam.review(sitter.cookie, session.id));
    const answers = seen.http(
      'answers',
      await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter),
    );
    expectError(answers, 409, 'KEY_EMBARGOED');
    expect(answers.json().message).toBe(keyEmbargoMessage(RELEASE));
    expect(await readAll('during the window')).toEqual([]);

    // The abandoned attempt expires within the window: its mode call finalises and announces.
    clock.set(new Date(new Date(abandoned.expiresAt).getTime() + SAVE_GRACE_MS + 1));
    seen.http('late mode', await exam.mode(late.cookie, simuladoId));
    await expect.poll(() => seen.received('late', EXAM_EXPIRED_EVENT).length).toBe(1);

    // At the end, and up to the last instant of the grace: practice would be an oracle.
    const practice = (who: { cookie: string }) =>
      t.api.post(
        '/api/answers',
        {
          simuladoId,
          answers: questions.map((q) => ({ questionId: q.id, selectedOption: q.correct })),
        },
        who,
      );
    for (const at of [END, new Date(RELEASE.getTime() - 1)]) {
      clock.set(at);
      expectError(seen.http('practice', await practice(other)), 409, 'KEY_EMBARGOED');
      seen.http('review', await exam.review(sitter.cookie, session.id));
      expect(await readAll(at.toISOString())).toEqual([]);
    }

    // The scan saw every kind of live message, so its silence about the key means something.
    expect(seen.received('late', EXAM_EXPIRED_EVENT)[0]).toMatchObject({
      sessionId: abandoned.id,
      result: { answers: [], questions: [], keyReleasesAt: RELEASE.toISOString() },
    });
    expect(seen.received('teacher', EXAM_EXPIRED_EVENT)).toEqual([]);
    for (const socket of Object.values(sockets)) await ping(socket);
    expectNoKeyIn(seen.seen);

    clock.set(RELEASE);
    const after = [
      await practice(other),
      await exam.review(sitter.cookie, session.id),
      await t.api.get(`/api/answers/simulado/${simuladoId}`, sitter),
    ];
    for (const res of after) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(SECRET_MARK);
      expect(res.body).toContain('"correctOption"');
    }
    expect(after[1]!.json().result.keyReleasesAt).toBeNull();
    // The comparison per discipline opens with the key (the practice above is the other's).
    const opened = await t.api.get(disciplinesUrl, sitter);
    expect(opened.json()).toMatchObject({
      keyReleasesAt: null,
      field: 'OFFICIAL',
      disciplines: [
        { discipline: 'Português', percent: 100, fieldPercent: 50 },
        { discipline: 'Direito Constitucional', percent: 100, fieldPercent: 50 },
      ],
    });
    expect(opened.body).toContain('"discipline"');
    // Every report is now served (the candidate's, the teacher's copy, the other's
    // practice), and each prints the commented key.
    const pdfs = await Promise.all(
      [
        t.api.get(`/api/reports/student/${sitter.id}/simulado/${simuladoId}`, sitter),
        teacher.get(`/api/reports/student/${sitter.id}/simulado/${simuladoId}`),
        t.api.get(
          `/api/reports/student/${other.id}/simulado/${simuladoId}?attemptType=PRACTICE`,
          other,
        ),
      ].map(async (pending) => {
        const res = await pending;
        expect(res.statusCode, res.body).toBe(200);
        return pdfText(res.rawPayload);
      }),
    );
    for (const text of pdfs) {
      expect(text).toContain('Questão a questão');
      expect(text).toContain('Resposta correta');
      expect(text).toContain(SECRET_MARK);
    }
  }, 180_000);

  it('keeps immediate correction for simulados without dates', async () => {
    const undated = await createSimulado(t.db, { questions: 2 });
    const student = await candidate(t.api, t.db, undated);
    const session = await startSession(exam, student.cookie, undated);
    const res = await exam.submit(student.cookie, session.id);
    expect(res.json().result).toMatchObject({ keyReleasesAt: null });
    expect(res.body).toContain(SECRET_MARK);
  });
});
