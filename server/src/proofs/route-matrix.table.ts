import { byId, expectFor as e, fixed, freshEmail, pick, type MatrixEntry } from './route-matrix';

/**
 * Statuses as observed on this branch and reviewed: what the table holds is the rule. The
 * calls run in this order on one world, so an earlier success can explain a later cell
 * (a purchase made here is why a later start is 200, or a CSV import 409).
 *
 * The authorization matrix: every route of the server, by `METHOD url` exactly as
 * Fastify registered it, with the expected status for each principal (anonymous, student
 * owner, other student, teacher owner, other teacher, admin) and, for routes that take ids,
 * for each id kind [own, other, unknown]. A route missing here fails route-matrix.test.ts:
 * adding a route is adding one entry. Ids of the owner principals are "own".
 */
export const ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'GET /healthz': fixed(() => ({ url: '/healthz' }), e(200, 200, 200, 200, 200, 200)),
  'GET /readyz': fixed(() => ({ url: '/readyz' }), e(200, 200, 200, 200, 200, 200)),
  'GET /api/time': fixed(() => ({ url: '/api/time' }), e(200, 200, 200, 200, 200, 200)),
  'POST /api/auth/register': fixed(
    () => ({
      url: '/api/auth/register',
      payload: { name: 'Nova Pessoa', email: freshEmail('nova'), password: 'senha-segura-1' },
    }),
    e(201, 201, 201, 201, 201, 201),
  ),
  'GET /api/auth/verify-email': fixed(
    () => ({ url: '/api/auth/verify-email?token=token-que-nao-existe' }),
    e(400, 400, 400, 400, 400, 400),
  ),
  'POST /api/auth/login': fixed(
    (w) => ({
      url: '/api/auth/login',
      payload: { email: w.accounts.studentOwner.email, password: 'senha-errada-123' },
    }),
    e(401, 401, 401, 401, 401, 401),
  ),
  // The runner signs the principal in again for this call: logout ends only that session.
  'POST /api/auth/logout': fixed(
    () => ({ url: '/api/auth/logout', freshSession: true }),
    e(200, 200, 200, 200, 200, 200),
  ),
  'GET /api/auth/me': fixed(() => ({ url: '/api/auth/me' }), e(401, 200, 200, 200, 200, 200)),
  'POST /api/auth/forgot-password': fixed(
    () => ({ url: '/api/auth/forgot-password', payload: { email: freshEmail('esqueci') } }),
    e(200, 200, 200, 200, 200, 200),
  ),
  'POST /api/auth/reset-password': fixed(
    () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'token-que-nao-existe', newPassword: 'senha-nova-123' },
    }),
    e(400, 400, 400, 400, 400, 400),
  ),
  'POST /api/auth/resend-verification': fixed(
    () => ({ url: '/api/auth/resend-verification', payload: { email: freshEmail('reenvio') } }),
    e(200, 200, 200, 200, 200, 200),
  ),
  'GET /api/simulados': fixed(() => ({ url: '/api/simulados' }), e(200, 200, 200, 200, 200, 200)),
  // Before the paper opens the status stays 200 and the questions go: paper-gating.test.ts.
  'GET /api/simulados/:id': byId(
    (w, id) => ({ url: `/api/simulados/${pick.simulado(w, id)}` }),
    e(
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
    ),
  ),
  'GET /api/simulados/:id/mode': byId(
    (w, id) => ({ url: `/api/simulados/${pick.simulado(w, id)}/mode` }),
    e(401, [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404]),
  ),
  'POST /api/purchases': byId(
    (w, id) => ({ url: '/api/purchases', payload: { simuladoId: pick.simulado(w, id) } }),
    e(401, [201, 201, 404], [409, 201, 404], [201, 201, 404], [201, 201, 404], [201, 201, 404]),
  ),
  'GET /api/purchases/my': fixed(
    () => ({ url: '/api/purchases/my' }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/purchases/access/:simuladoId': byId(
    (w, id) => ({ url: `/api/purchases/access/${pick.simulado(w, id)}` }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/result/has-official': byId(
    (w, id) => ({ url: `/api/result/has-official?simuladoId=${pick.simulado(w, id)}` }),
    e(401, 200, 200, 200, 200, 200),
  ),
  // The caller's own attempt only: no result of theirs in the simulado is a 404.
  'GET /api/result/disciplines': byId(
    (w, id) => ({ url: `/api/result/disciplines?simuladoId=${pick.simulado(w, id)}` }),
    e(401, [200, 404, 404], [200, 404, 404], 404, 404, 404),
  ),
  // The field per question: only for someone with a result in the simulado, else 404.
  'GET /api/result/question-field': byId(
    (w, id) => ({ url: `/api/result/question-field?simuladoId=${pick.simulado(w, id)}` }),
    e(401, [200, 404, 404], [200, 404, 404], 404, 404, 404),
  ),
  'GET /api/result/:userId': byId(
    (w, id) => ({ url: `/api/result/${pick.student(w, id)}` }),
    e(401, [200, 403, 403], [403, 200, 403], 403, 403, 200),
  ),
  'GET /api/results/ranking': fixed(
    () => ({ url: '/api/results/ranking' }),
    e(200, 200, 200, 200, 200, 200),
  ),
  'GET /api/results/ranking/:id': byId(
    (w, id) => ({ url: `/api/results/ranking/${pick.simulado(w, id)}` }),
    e(
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
      [200, 200, 404],
    ),
  ),
  // Only a STUDENT sits an official attempt; TEACHER and ADMIN are refused (403)
  // before the simulado is even looked up, so they have no session to find either.
  'POST /api/exam-sessions/start': byId(
    (w, id) => ({ url: '/api/exam-sessions/start', payload: { simuladoId: pick.simulado(w, id) } }),
    e(401, [409, 200, 404], [409, 200, 404], 403, 403, 403),
  ),
  'GET /api/exam-sessions/active': byId(
    (w, id) => ({ url: `/api/exam-sessions/active?simuladoId=${pick.simulado(w, id)}` }),
    e(401, [404, 200, 404], [404, 200, 404], 404, 404, 404),
  ),
  // Her booklet while her session runs: the owners' sessions are SUBMITTED by now (404
  // like anyone else's); a running one's 200 is exam.paper-route.test.ts's.
  'GET /api/exam-sessions/:id/paper': byId(
    (w, id) => ({ url: `/api/exam-sessions/${pick.session(w, id)}/paper?v=1` }),
    e(401, 404, 404, 404, 404, 404),
  ),
  'POST /api/exam-sessions/:id/save-answer': byId(
    (w, id) => ({
      url: `/api/exam-sessions/${pick.session(w, id)}/save-answer`,
      payload: { questionId: w.unknownId, selectedOption: 'A' },
    }),
    e(401, [409, 404, 404], [404, 409, 404], 404, 404, 404),
  ),
  // Like a save: the owner's own session is SUBMITTED by now (409), anyone else's a 404.
  'PUT /api/exam-sessions/:id/flags': byId(
    (w, id) => ({
      url: `/api/exam-sessions/${pick.session(w, id)}/flags`,
      payload: { questionId: w.unknownId, marked: true, struck: [] },
    }),
    e(401, [409, 404, 404], [404, 409, 404], 404, 404, 404),
  ),
  'POST /api/exam-sessions/:id/submit': byId(
    (w, id) => ({ url: `/api/exam-sessions/${pick.session(w, id)}/submit`, payload: {} }),
    e(401, [200, 404, 404], [404, 200, 404], 404, 404, 404),
  ),
  'GET /api/exam-sessions/:id/review': byId(
    (w, id) => ({ url: `/api/exam-sessions/${pick.session(w, id)}/review` }),
    e(401, [200, 404, 404], [404, 200, 404], 404, 404, 404),
  ),
  'POST /api/answers': byId(
    (w, id) => ({
      url: '/api/answers',
      payload: { simuladoId: pick.simulado(w, id), answers: [] },
    }),
    e(401, [200, 409, 404], [200, 409, 404], [409, 409, 404], [409, 409, 404], [409, 409, 404]),
  ),
  'GET /api/answers/simulado/:id': byId(
    (w, id) => ({ url: `/api/answers/simulado/${pick.simulado(w, id)}` }),
    e(401, [200, 404, 404], [200, 404, 404], 404, 404, 404),
  ),
  'GET /api/contact/channels': fixed(
    () => ({ url: '/api/contact/channels' }),
    e(200, 200, 200, 200, 200, 200),
  ),
  'POST /api/contact/messages': fixed(
    () => ({
      url: '/api/contact/messages',
      payload: { name: 'Ana Souza', email: freshEmail('contato'), message: 'Olá, equipe!' },
    }),
    e(200, 200, 200, 200, 200, 200),
  ),
  // The owner teacher reads the enrolled (owner) student's reports; the other teacher does not.
  'GET /api/reports/student/:id/available': byId(
    (w, id) => ({ url: `/api/reports/student/${pick.student(w, id)}/available` }),
    e(401, [200, 403, 403], [403, 200, 403], [200, 403, 403], 403, 200),
  ),
  'GET /api/reports/student/:id/simulado/:simuladoId': byId(
    (w, id) => ({ url: `/api/reports/student/${pick.student(w, id)}/simulado/${w.simuladoId}` }),
    e(401, [200, 403, 403], [403, 200, 403], [200, 403, 403], 403, [200, 200, 404]),
  ),
};
