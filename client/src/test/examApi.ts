import { vi } from 'vitest';
import type { ExamSession, Option } from '@gabaritei/shared';
import {
  attemptResultFixture,
  examSessionFixture,
  examSimulado,
  purchaseFixture,
  simuladoFixture,
} from './fixtures';
import { signedInAs } from './mockApi';

type Reply = { status: number; body?: unknown };

/**
 * A signed-in student who owns the free simulado (four questions), the catalogue, and its
 * mode: the common ground of the exam screen's tests. Spread the exam routes over it.
 */
export function studentWithAccess(mode: string, hasActiveSession = false): Record<string, Reply> {
  return {
    ...signedInAs('STUDENT'),
    'GET /api/simulados': { status: 200, body: [simuladoFixture({ questionCount: 4 })] },
    'GET /api/purchases/my': { status: 200, body: [purchaseFixture()] },
    'GET /api/purchases/access/sim-free': { status: 200, body: { hasAccess: true } },
    'GET /api/simulados/sim-free/mode': { status: 200, body: { mode, hasActiveSession } },
    'GET /api/simulados/sim-free': { status: 200, body: examSimulado },
    // Practice and review take their paper from here, not from the detail.
    'GET /api/answers/simulado/sim-free/paper': {
      status: 200,
      body: { questions: examSimulado.questions },
    },
    'GET /api/time': { status: 200, body: { now: new Date().toISOString() } },
  };
}

/**
 * An exam session the fake server keeps: saves land in answersData, submit grades them.
 * `expiresInMs` is measured on the fake server's clock (the test's Date.now()).
 */
export function sessionServer(
  options: { answers?: Record<string, Option>; expiresInMs?: number } = {},
) {
  const now = Date.now();
  let session: ExamSession = examSessionFixture({
    paperVersion: '1',
    answersData: { ...options.answers },
    startedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + (options.expiresInMs ?? 3_600_000)).toISOString(),
    serverNow: new Date(now).toISOString(),
  });
  const saves: { questionId: string; selectedOption: Option | null; clientSeq: number }[] = [];
  const current = () => ({ ...session, serverNow: new Date().toISOString() });
  const submit = vi.fn(() => {
    session = { ...session, status: 'SUBMITTED', submittedAt: new Date().toISOString() };
    const answers = session.answersData as Record<string, Option | null>;
    return { status: 200, body: { session: current(), result: attemptResultFixture(answers) } };
  });
  const routes = {
    'POST /api/exam-sessions/start': () => ({ status: 200, body: current() }),
    'GET /api/exam-sessions/active': () => ({ status: 200, body: current() }),
    // Her booklet apart from the session (start and active ask for it so).
    'GET /api/exam-sessions/ses-1/paper': () => ({
      status: 200,
      body: { paperVersion: '1', questions: examSimulado.questions, baseTexts: [] },
    }),
    'POST /api/exam-sessions/ses-1/save-answer': (body: unknown) => {
      const save = body as (typeof saves)[number];
      saves.push(save);
      session = {
        ...session,
        answersData: { ...session.answersData, [save.questionId]: save.selectedOption },
      };
      const { id: sessionId, expiresAt, serverNow } = current();
      const { questionId, selectedOption } = save;
      return { status: 200, body: { sessionId, questionId, selectedOption, expiresAt, serverNow } };
    },
    'POST /api/exam-sessions/ses-1/submit': submit,
    'GET /api/exam-sessions/ses-1/review': () => submit(),
  };
  return { routes, saves, submit, session: () => session };
}
