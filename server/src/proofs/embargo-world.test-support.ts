import type { ExamSession, Option } from '@gabaritei/shared';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { regradeDone } from '../appeals/appeals.test-support';
import { caller, enrolAccepted, teacherOf } from '../classes/classes.test-support';
import { createFakeClock, type FakeClock } from '../clock';
import type { Db } from '../db/database';
import {
  HOUR,
  MINUTE,
  createSimulado,
  examApi,
  grantAccess,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
  type Question,
} from '../exam/exam.test-support';
import type { SignedIn } from '../simulados/catalogue.test-support';
import {
  apiClient,
  buildTestApp,
  relaxedRateLimits,
  type ApiClient,
  type BackendName,
  type TestApp,
} from '../test/support';
import type { ScanIds } from './embargo-routes.table';

export const T0 = new Date('2026-11-26T10:00:00.000Z');
export const START = new Date(T0.getTime() + HOUR);
export const END = new Date(T0.getTime() + 3 * HOUR);
export const RELEASE = new Date(END.getTime() + SAVE_GRACE_MS);
/** The reason of the key decision made under the embargo: a key decision is key data. */
export const DECISION_MARK = 'DECISAO-SECRETA';

/** Who is around a sitting: every non-admin the embargo must hold. */
export const EMBARGO_ROLES = [
  'anonymous',
  'sitter',
  'otherStudent',
  'teacher',
  'otherTeacher',
] as const;
export type EmbargoRole = (typeof EMBARGO_ROLES)[number];

/** The three who sit: the sitter and a classmate (the teacher's class), and an outsider. */
export type Choices = Record<'sitter' | 'classmate' | 'otherStudent', (Option | null)[]>;

export type EmbargoWorld = TestApp & {
  api: ApiClient;
  db: Db;
  clock: FakeClock;
  simuladoId: string;
  questions: Question[];
  /** The key as one string of letters, in question order. */
  keyString: string;
  cookies: Record<Exclude<EmbargoRole, 'anonymous'>, string>;
  admin: SignedIn;
  people: Record<keyof Choices, SignedIn>;
  ids: ScanIds;
};

/**
 * A paid simulado (key released AFTER_END) held from START to END with `questions`
 * questions; the teacher's class (sitter and classmate accepted, simulado released), the
 * other teacher's class (nothing released), the other student buying it. The clock stands
 * at T0, before the start; nobody has sat yet (sitAll does that at START).
 */
export async function buildEmbargoWorld(
  backend: BackendName,
  questionCount = 8,
): Promise<EmbargoWorld> {
  const clock = createFakeClock(T0);
  const t = await buildTestApp({ backend, clock, config: { rateLimits: relaxedRateLimits } });
  const api = apiClient(t.app);
  const db = t.app.runtime.db;
  const call = caller(t.app);
  const simuladoId = await createSimulado(db, {
    title: 'Simulado do Embargo',
    priceCents: 4990,
    questions: questionCount,
    durationMinutes: 30,
    startDate: START,
    endDate: END,
  });
  const questions = await questionsOf(db, simuladoId);
  const sitter = await signedIn(api, db);
  const classmate = await signedIn(api, db);
  const otherStudent = await signedIn(api, db);
  await grantAccess(db, otherStudent.id, simuladoId);
  const teacher = await teacherOf(api, db, call);
  const otherTeacher = await teacherOf(api, db, call);
  const admin = await signedIn(api, db, 'ADMIN');
  const turma = await teacher.createClass('Turma do Embargo');
  for (const member of [sitter, classmate]) {
    // One second apart: a class lists its members in enrolment order, the same in every world.
    clock.advance(1000);
    await enrolAccepted(teacher, call, turma.id, member);
  }
  const released = await teacher.release(turma.id, simuladoId);
  if (released.statusCode !== 200) throw new Error(`release: ${released.body}`);
  const otherClass = await otherTeacher.createClass('Turma Alheia');
  return {
    ...t,
    api,
    db,
    clock,
    simuladoId,
    questions,
    keyString: questions.map((q) => q.correct).join(''),
    cookies: {
      sitter: sitter.cookie,
      otherStudent: otherStudent.cookie,
      teacher: teacher.cookie,
      otherTeacher: otherTeacher.cookie,
    },
    admin,
    people: { sitter, classmate, otherStudent },
    ids: {
      simuladoId,
      sitterId: sitter.id,
      classmateId: classmate.id,
      otherStudentId: otherStudent.id,
      classId: turma.id,
      otherClassId: otherClass.id,
      sessionId: '',
      otherSessionId: '',
      sessionPaper: '',
      otherSessionPaper: '',
    },
  };
}

/** Each of the three sits the official attempt at START + 1 min with its choices and submits. */
export async function sitAll(
  w: EmbargoWorld,
  choices: Choices,
  /** Runs while the sitter's session is still open (a correction pushed to her screen). */
  whileSitting?: () => Promise<void>,
): Promise<void> {
  const exam = examApi(w.api);
  w.clock.set(new Date(START.getTime() + MINUTE));
  for (const who of ['sitter', 'classmate', 'otherStudent'] as const) {
    const person = w.people[who];
    const session = await startSession(exam, person.cookie, w.simuladoId);
    // Resumed as the exam screen asks (paper apart): her pass, for the paper route's scan.
    const apart = await w.api.get(
      `/api/exam-sessions/active?simuladoId=${w.simuladoId}&paper=apart`,
      { cookie: person.cookie },
    );
    const { paperVersion = '', paperPass = '' } = apart.json<Partial<ExamSession>>();
    const paperQuery = `?v=${paperVersion}&t=${paperPass}`;
    for (const [i, q] of w.questions.entries()) {
      const selectedOption = choices[who][i] ?? null;
      if (selectedOption === null) continue;
      const res = await exam.save(person.cookie, session.id, { questionId: q.id, selectedOption });
      if (res.statusCode !== 200) throw new Error(`save: ${res.body}`);
    }
    if (who === 'sitter') await whileSitting?.();
    await submitSession(exam, person.cookie, session.id);
    if (who === 'sitter') Object.assign(w.ids, { sessionId: session.id, sessionPaper: paperQuery });
    if (who === 'otherStudent')
      Object.assign(w.ids, { otherSessionId: session.id, otherSessionPaper: paperQuery });
  }
}

/**
 * Two text corrections during the sitting: question 1's explanation (the commented key,
 * with SECRET_MARK: never pushed) and its statement (pushed as `exam:errata`).
 */
export async function correctWhileSitting(w: EmbargoWorld, secret: string): Promise<void> {
  const questionId = w.questions[0]!.id;
  for (const [field, html] of [
    ['explanation', `<p>${secret} comentário revisto</p>`],
    ['text', '<p>Enunciado corrigido durante a prova</p>'],
  ] as const) {
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/admin/simulados/${w.simuladoId}/corrections`,
      payload: { target: 'QUESTION', id: questionId, field, html, reason: 'Erro de digitação' },
      cookies: { gabaritei_sid: w.admin.cookie },
    });
    if (res.statusCode !== 201) throw new Error(`correction: ${res.statusCode} ${res.body}`);
  }
}

/**
 * The admin changes the key of question 1 to `to` (DECISION_MARK in the reason) and the
 * regrade runs to its end: score-change notes and their e-mails exist from here on.
 */
export async function changeKey(w: EmbargoWorld, to: Option): Promise<void> {
  const questionId = w.questions[0]!.id;
  const res = await w.app.inject({
    method: 'PUT',
    url: `/api/admin/simulados/${w.simuladoId}/questions/${questionId}/correct-option`,
    payload: { correctOption: to, reason: `${DECISION_MARK}: erro material no gabarito.` },
    cookies: { gabaritei_sid: w.admin.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`key change: ${res.statusCode} ${res.body}`);
  await regradeDone(w.app, w.admin.cookie, w.simuladoId);
}

/** Every e-mail the world's mailer kept in the outbox so far. */
export async function outbox(db: Db) {
  return db
    .selectFrom('outbox_emails')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .orderBy('created_at')
    .execute();
}
