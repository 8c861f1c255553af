import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  OPTIONS,
  SAVE_GRACE_MS,
  examSessionSchema,
  hasOfficialResponseSchema,
  type Option,
} from '@gabaritei/shared';
import { openDatabase } from '../db/connect';
import { LOCK_FILE } from '../db/data-dir-lock';
import { SESSION_COOKIE } from '../plugins/session';
import { describeBackends, serverDatabase, serverProcesses, waitForHttp } from '../test/support';
import { PASSWORD, QUESTIONS, seed } from './exam.crash.test-support';
import { SWEEP_INTERVAL_MS } from './expiry';

/**
 * Crash test of the exam engine: answers are saved continuously while the server process
 * is killed with SIGKILL at a random moment; it is restarted on the same database (the
 * PGlite lock of the dead pid is taken over) and must hold every save it acknowledged with
 * a 2xx. Nobody touches the session afterwards, yet it must be finalised on time — by
 * the sweep, since the in-process `exam.expire` job died with the process.
 *
 * The simulado's window ends WINDOW_MS after seeding (60 s leaves room for a slow start on a
 * busy 2-core machine), so expiresAt (= endDate) comes
 * within the test's time; the result must appear between expiresAt + grace and one sweep
 * interval (plus slack) later.
 */
const WINDOW_MS = 60_000;
const SAVERS = 3;
/** Process start, a sweep's own run time and a loaded CI machine. */
const LATE_SLACK_MS = 10_000;

type Attempt = { seq: number; questionId: string; option: Option; acked: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeBackends('exam engine survives SIGKILL', (name) => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'keeps every acknowledged save and still finalises the session on time',
    async () => {
      const { target, env: backendEnv, remove } = await serverDatabase(name, 'gabaritei-crash-');
      cleanups.push(remove);
      const fixture = await seed(target, new Date(Date.now() + WINDOW_MS));

      const { url, start } = await serverProcesses(backendEnv, cleanups);
      const startServer = async () => {
        const server = start();
        await waitForHttp(`${url}/readyz`);
        return server;
      };
      const post = async (route: string, body: unknown, cookie = '') => {
        const res = await fetch(url + route, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: await res.json() };
      };
      const get = async (route: string, cookie: string) => {
        const res = await fetch(url + route, { headers: { cookie } });
        return { status: res.status, body: await res.json() };
      };

      let server = await startServer();
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: fixture.email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      const sessionCookie = cookie!.split(';', 1)[0]!;
      const started = await post(
        '/api/exam-sessions/start',
        { simuladoId: fixture.simuladoId },
        sessionCookie,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const startedSession = examSessionSchema.parse(started.body);
      const sessionId = startedSession.id;
      const expiresAt = new Date(startedSession.expiresAt).getTime();
      // Saving, the crash and the restart must all happen before the time is up.
      const saveUntil = expiresAt - 3_000;
      expect(saveUntil - Date.now(), 'the server took too long to start').toBeGreaterThan(12_000);

      // Savers hammer the session; failures (the dead server) are retried with new saves.
      const attempts: Attempt[] = [];
      let seq = 0;
      let saving = true;
      const savers = Array.from({ length: SAVERS }, async () => {
        while (saving && Date.now() < saveUntil) {
          const attempt: Attempt = {
            seq: ++seq,
            questionId: fixture.questionIds[seq % QUESTIONS]!,
            option: OPTIONS[Math.floor(Math.random() * OPTIONS.length)]!,
            acked: false,
          };
          attempts.push(attempt);
          try {
            const res = await post(
              `/api/exam-sessions/${sessionId}/save-answer`,
              {
                questionId: attempt.questionId,
                selectedOption: attempt.option,
                clientSeq: attempt.seq,
              },
              sessionCookie,
            );
            attempt.acked = res.status >= 200 && res.status < 300;
            if (!attempt.acked) throw new Error(`save answered ${res.status}`);
          } catch {
            await sleep(25);
          }
        }
      });

      await sleep(1_000 + Math.random() * 2_000);
      const ackedBeforeCrash = attempts.filter((a) => a.acked).length;
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      if (name === 'pglite') {
        // The dead process's lock is left behind; the next server must take it over.
        expect(fs.existsSync(path.join(target.dataDir!, LOCK_FILE))).toBe(true);
      }
      server = await startServer();
      await sleep(1_500);
      saving = false;
      await Promise.all(savers);
      const acked = attempts.filter((a) => a.acked);
      // Enough traffic on both sides of the crash for the check to mean something.
      expect(ackedBeforeCrash).toBeGreaterThan(10);
      expect(acked.length - ackedBeforeCrash).toBeGreaterThan(10);
      console.info();

      // The newest acknowledged save of each question, and what may legitimately have
      // replaced it: a later save, acknowledged or not (it may have committed unanswered).
      const newest = new Map<string, Attempt>();
      for (const a of acked) {
        if ((newest.get(a.questionId)?.seq ?? -1) < a.seq) newest.set(a.questionId, a);
      }
      const allowed = (questionId: string) =>
        new Set(
          attempts
            .filter((a) => a.questionId === questionId && a.seq >= newest.get(questionId)!.seq)
            .map((a) => a.option),
        );

      // Still before expiresAt + grace: reading the session does not finalise it.
      const active = await get(
        `/api/exam-sessions/active?simuladoId=${fixture.simuladoId}`,
        sessionCookie,
      );
      expect(active.status).toBe(200);
      const resumed = examSessionSchema.parse(active.body);
      expect(resumed.id).toBe(sessionId);
      expect(new Date(resumed.expiresAt).getTime()).toBe(expiresAt);
      for (const questionId of newest.keys()) {
        expect(allowed(questionId), `question ${questionId}`).toContain(
          resumed.answersData[questionId],
        );
      }

      // No client touches the session from here: the sweep must finalise it.
      const dueFrom = expiresAt + SAVE_GRACE_MS;
      const dueBy = dueFrom + SWEEP_INTERVAL_MS + LATE_SLACK_MS;
      let seenAt: number | null = null;
      while (Date.now() < dueBy) {
        const official = await get(
          `/api/result/has-official?simuladoId=${fixture.simuladoId}`,
          sessionCookie,
        );
        expect(official.status).toBe(200);
        if (hasOfficialResponseSchema.parse(official.body).hasOfficial) {
          seenAt = Date.now();
          break;
        }
        await sleep(500);
      }
      expect(seenAt, 'the session was not finalised in time').not.toBeNull();
      expect(seenAt!).toBeGreaterThanOrEqual(dueFrom);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      if (name === 'pglite')
        expect(fs.existsSync(path.join(target.dataDir!, LOCK_FILE))).toBe(false);

      const database = await openDatabase(target);
      try {
        const session = await database.db
          .selectFrom('exam_sessions')
          .selectAll()
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(session.status).toBe('SUBMITTED');
        expect(session.submitted_at!.getTime()).toBeGreaterThanOrEqual(dueFrom);
        expect(session.submitted_at!.getTime()).toBeLessThanOrEqual(dueBy);

        const stored = await database.db
          .selectFrom('session_answers')
          .select(['question_id', 'selected_option', 'client_seq'])
          .where('session_id', '=', sessionId)
          .execute();
        const byQuestion = new Map(stored.map((row) => [row.question_id, row]));
        for (const a of acked) {
          const row = byQuestion.get(a.questionId);
          expect(row, `acknowledged save ${a.seq} is missing`).toBeDefined();
          expect(Number(row!.client_seq), `save ${a.seq} was lost`).toBeGreaterThanOrEqual(a.seq);
          if (Number(row!.client_seq) === a.seq) expect(row!.selected_option).toBe(a.option);
        }

        const result = await database.db
          .selectFrom('results')
          .selectAll()
          .where('exam_session_id', '=', sessionId)
          .executeTakeFirstOrThrow();
        expect(result.attempt_type).toBe('OFFICIAL');
        const graded = await database.db
          .selectFrom('result_answers')
          .select(['question_id', 'selected_option'])
          .where('result_id', '=', result.id)
          .execute();
        expect(graded).toHaveLength(QUESTIONS);
        for (const row of graded) {
          expect(row.selected_option).toBe(
            byQuestion.get(row.question_id)?.selected_option ?? null,
          );
        }
      } finally {
        await database.close();
      }
    },
    WINDOW_MS + SAVE_GRACE_MS + SWEEP_INTERVAL_MS + LATE_SLACK_MS + 30_000,
  );
});
