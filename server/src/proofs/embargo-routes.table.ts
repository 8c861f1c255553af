/** The ids of the embargo scan's world (embargo-world.test-support.ts). */
export type ScanIds = {
  simuladoId: string;
  sitterId: string;
  classmateId: string;
  otherStudentId: string;
  /** The teacher's class: sitter and classmate, the simulado released. */
  classId: string;
  /** The other teacher's class: nothing released. */
  otherClassId: string;
  /** The sitter's and the other student's official sessions (empty before they sit). */
  sessionId: string;
  otherSessionId: string;
  /** Their paper route's query as the exam screen sends it: `?v=` and her paper pass. */
  sessionPaper: string;
  otherSessionPaper: string;
};

/**
 * How the scan calls a GET route: the URLs to ask, with the world's ids, as every role.
 * `aggregate`: a figure over several people (class, field, ranking), so two worlds that
 * differ only in the options chosen must answer alike before the release (the
 * differential check).
 */
export type ScanCall = { urls: (ids: ScanIds) => string[]; aggregate?: boolean };
/** A route that cannot carry anything of a simulado's key, and why. */
export type ScanExempt = { exempt: string };
export type ScanEntry = ScanCall | ScanExempt;

const calls = (urls: ScanCall['urls'], aggregate = false): ScanCall => ({ urls, aggregate });
const exempt = (why: string): ScanExempt => ({ exempt: why });

const admin = (tail: string) => calls((i) => [`/api/admin/simulados/${i.simuladoId}${tail}`]);
const reports = (i: ScanIds, id: string) => {
  const base = `/api/reports/student/${id}/simulado/${i.simuladoId}`;
  return [base, `${base}?attemptType=OFFICIAL`, `${base}?attemptType=PRACTICE`];
};

/**
 * Every GET route of the server, by `METHOD url` as Fastify registered it (app.routeList):
 * a route missing here fails embargo-scan.test.ts, so a new route is classified when it
 * is added. The admin routes are called too: a non-admin must be refused there.
 */
export const EMBARGO_ROUTES: Record<string, ScanEntry> = {
  'GET /healthz': exempt('the process answers: no data'),
  'GET /readyz': exempt('the database and Redis answer: no data'),
  'GET /api/time': exempt('the server clock'),
  'GET /api/auth/verify-email': exempt('consumes an e-mail token; answers nothing of a simulado'),
  'GET /metrics': calls(() => ['/metrics']),
  'GET /api/auth/me': calls(() => ['/api/auth/me']),
  'GET /api/simulados': calls(() => ['/api/simulados']),
  'GET /api/simulados/:id': calls((i) => [`/api/simulados/${i.simuladoId}`]),
  'GET /api/simulados/:id/mode': calls((i) => [`/api/simulados/${i.simuladoId}/mode`]),
  'GET /api/purchases/my': calls(() => ['/api/purchases/my']),
  'GET /api/purchases/access/:simuladoId': calls((i) => [`/api/purchases/access/${i.simuladoId}`]),
  'GET /api/result/has-official': calls((i) => [
    `/api/result/has-official?simuladoId=${i.simuladoId}`,
  ]),
  'GET /api/result/disciplines': calls(
    (i) => [`/api/result/disciplines?simuladoId=${i.simuladoId}`],
    true,
  ),
  'GET /api/me/reading-preferences': exempt('type size, contrast and spacing of one account'),
  'GET /api/result/question-field': calls(
    (i) => [`/api/result/question-field?simuladoId=${i.simuladoId}`],
    true,
  ),
  'GET /api/result/:userId': calls(
    (i) => [i.sitterId, i.classmateId, i.otherStudentId].map((id) => `/api/result/${id}`),
    true,
  ),
  'GET /api/results/ranking': calls(() => ['/api/results/ranking'], true),
  'GET /api/results/ranking/:id': calls((i) => [`/api/results/ranking/${i.simuladoId}`], true),
  'GET /api/exam-sessions/active': calls((i) => [
    `/api/exam-sessions/active?simuladoId=${i.simuladoId}`,
  ]),
  // The booklet without key: asked of both sessions, as bytes built apart from the serialiser,
  // bare and with her paper pass (answered from memory in the minutes after her start).
  'GET /api/exam-sessions/:id/paper': calls((i) =>
    [
      [i.sessionId, i.sessionPaper],
      [i.otherSessionId, i.otherSessionPaper],
    ]
      .filter(([id]) => id)
      .flatMap(([id, query]) => [
        `/api/exam-sessions/${id}/paper`,
        `/api/exam-sessions/${id}/paper${query}`,
      ]),
  ),
  'GET /api/exam-sessions/:id/review': calls((i) =>
    [i.sessionId, i.otherSessionId].filter(Boolean).map((id) => `/api/exam-sessions/${id}/review`),
  ),
  'GET /api/answers/simulado/:id': calls((i) => [`/api/answers/simulado/${i.simuladoId}`]),
  'GET /api/answers/simulado/:id/paper': calls((i) => [
    `/api/answers/simulado/${i.simuladoId}/paper`,
  ]),
  'GET /api/contact/channels': calls(() => ['/api/contact/channels']),
  'GET /api/reports/student/:id/available': calls(
    (i) => [i.sitterId, i.otherStudentId].map((id) => `/api/reports/student/${id}/available`),
    true,
  ),
  'GET /api/reports/student/:id/simulado/:simuladoId': calls((i) => [
    ...reports(i, i.sitterId),
    ...reports(i, i.otherStudentId),
  ]),
  'GET /api/me': calls(() => ['/api/me']),
  'GET /api/me/export': calls(() => ['/api/me/export']),
  'GET /api/me/simulados': calls(() => ['/api/me/simulados']),
  'GET /api/me/evolution': calls(() => ['/api/me/evolution']),
  'GET /api/me/classes': calls(() => ['/api/me/classes'], true),
  'GET /api/me/appeals': calls((i) => [`/api/me/appeals?simuladoId=${i.simuladoId}`]),
  'GET /api/me/appeals/window': calls((i) => [`/api/me/appeals/window?simuladoId=${i.simuladoId}`]),
  'GET /api/me/score-changes': calls((i) => [`/api/me/score-changes?simuladoId=${i.simuladoId}`]),
  'GET /api/classes': calls(() => ['/api/classes'], true),
  'GET /api/classes/:id': calls(
    (i) => [i.classId, i.otherClassId].map((id) => `/api/classes/${id}`),
    true,
  ),
  'GET /api/teacher/dashboard': calls(() => ['/api/teacher/dashboard'], true),
  'GET /api/teacher/classes': calls(() => ['/api/teacher/classes'], true),
  'GET /api/teacher/classes/:id': calls(
    (i) => [i.classId, i.otherClassId].map((id) => `/api/teacher/classes/${id}`),
    true,
  ),
  'GET /api/teacher/classes/:id/ranking/:simuladoId': calls(
    (i) => [`/api/teacher/classes/${i.classId}/ranking/${i.simuladoId}`],
    true,
  ),
  'GET /api/teacher/classes/:id/statistics/:simuladoId': calls(
    (i) => [`/api/teacher/classes/${i.classId}/statistics/${i.simuladoId}`],
    true,
  ),
  'GET /api/admin/panel': calls(() => ['/api/admin/panel']),
  'GET /api/admin/users': calls(() => ['/api/admin/users']),
  'GET /api/admin/simulados': calls(() => ['/api/admin/simulados']),
  'GET /api/admin/simulados/:id': admin(''),
  'GET /api/admin/simulados/:id/accommodations': admin('/accommodations'),
  'GET /api/admin/simulados/:id/appeals': admin('/appeals'),
  'GET /api/admin/simulados/:id/key-changes': admin('/key-changes'),
  'GET /api/admin/simulados/:id/questions/:questionId/decision-impact': exempt(
    'two counts (attempts, e-mails) for the ADMIN only, who has the key anyway',
  ),
  'GET /api/admin/simulados/:id/regrade': admin('/regrade'),
  'GET /api/admin/simulados/:id/statistics': admin('/statistics'),
  // The editor's paper carries the key and explanations: a non-admin must get nothing.
  'GET /api/admin/simulados/:id/paper': admin('/paper'),
  // The exports carry the whole paper with its key: ADMIN only, like the editor's paper.
  'GET /api/admin/simulados/:id/export/docx': admin('/export/docx'),
  'GET /api/admin/simulados/:id/export/json': admin('/export/json'),
  'GET /api/admin/papers/template.docx': calls(() => ['/api/admin/papers/template.docx']),
  'GET /api/simulados/:id/assets/:assetId': exempt(
    'image bytes, re-encoded: no text; served by the paper rule, to a class teacher once the key is out (papers.assets-teacher.test.ts), and on her paper pass only the images the paper, not the key, shows (papers.assets-pass.test.ts)',
  ),
  'GET /api/admin/contact-messages': calls(() => ['/api/admin/contact-messages']),
  'GET /api/admin/health': calls(() => ['/api/admin/health']),
  // Every e-mail kept while no SMTP is configured, as written: refused to all but ADMINs.
  'GET /api/admin/outbox': calls(() => ['/api/admin/outbox']),
};

export function isExempt(entry: ScanEntry): entry is ScanExempt {
  return 'exempt' in entry;
}
