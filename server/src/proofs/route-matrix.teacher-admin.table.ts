import { byId, expectFor as e, fixed, freshEmail, pick, type MatrixEntry } from './route-matrix';

/** The teacher and admin routes of the matrix (route-matrix.table.ts says how to read it). */
export const STAFF_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/classes': fixed(() => ({ url: '/api/classes' }), e(401, 403, 403, 200, 200, 403)),
  'POST /api/classes': fixed(
    () => ({ url: '/api/classes', payload: { name: 'Turma Nova' } }),
    e(401, 403, 403, 201, 201, 403),
  ),
  'GET /api/classes/:id': byId(
    (w, id) => ({ url: `/api/classes/${pick.class(w, id)}` }),
    e(401, 403, 403, [200, 404, 404], [404, 200, 404], 403),
  ),
  'POST /api/classes/:id/students': byId(
    (w, id) => ({
      url: `/api/classes/${pick.class(w, id)}/students`,
      payload: { studentEmail: freshEmail('convite') },
    }),
    e(401, 403, 403, [201, 404, 404], [404, 201, 404], 403),
  ),
  // A pasted list; a typo in it is part of the summary, not a refusal.
  'POST /api/classes/:id/students/bulk': byId(
    (w, id) => ({
      url: `/api/classes/${pick.class(w, id)}/students/bulk`,
      payload: { studentEmails: [freshEmail('lote'), 'nao-e-email'] },
    }),
    e(401, 403, 403, [200, 404, 404], [404, 200, 404], 403),
  ),
  'DELETE /api/classes/:id/students/:studentEmail': byId(
    (w, id) => ({ url: `/api/classes/${pick.class(w, id)}/students/ninguem@example.com` }),
    e(401, 403, 403, 404, 404, 403),
  ),
  'POST /api/classes/:id/simulados': byId(
    (w, id) => ({
      url: `/api/classes/${pick.class(w, id)}/simulados`,
      payload: { simuladoId: w.otherSimuladoId },
    }),
    e(401, 403, 403, [200, 404, 404], [404, 200, 404], 403),
  ),
  'GET /api/teacher/dashboard': fixed(
    () => ({ url: '/api/teacher/dashboard' }),
    e(401, 403, 403, 200, 200, 403),
  ),
  'GET /api/teacher/classes': fixed(
    () => ({ url: '/api/teacher/classes' }),
    e(401, 403, 403, 200, 200, 403),
  ),
  'GET /api/teacher/classes/:id': byId(
    (w, id) => ({ url: `/api/teacher/classes/${pick.class(w, id)}` }),
    e(401, 403, 403, [200, 404, 404], [404, 200, 404], 403),
  ),
  'GET /api/teacher/classes/:id/ranking/:simuladoId': byId(
    (w, id) => ({ url: `/api/teacher/classes/${pick.class(w, id)}/ranking/${w.simuladoId}` }),
    e(401, 403, 403, [200, 404, 404], 404, 403),
  ),
  'GET /api/admin/panel': fixed(
    () => ({ url: '/api/admin/panel' }),
    e(401, 403, 403, 403, 403, 200),
  ),
  'GET /api/admin/users': fixed(
    () => ({ url: '/api/admin/users' }),
    e(401, 403, 403, 403, 403, 200),
  ),
  ...Object.fromEntries(
    ['admin', 'teacher', 'student'].map((role) => [
      `POST /api/admin/users/${role}`,
      fixed(
        () => ({
          url: `/api/admin/users/${role}`,
          payload: { name: 'Conta Nova', email: freshEmail(role), password: 'senha-segura-1' },
        }),
        e(401, 403, 403, 403, 403, 201),
      ),
    ]),
  ),
  // A dry run: the file is checked, nothing is created.
  'POST /api/admin/users/import': fixed(
    () => ({
      url: '/api/admin/users/import',
      payload: { csv: `nome;email\nConta Nova;${freshEmail('planilha')}`, dryRun: true },
    }),
    e(401, 403, 403, 403, 403, 200),
  ),
  // Own: a student nobody needs; other: the admin's own account; unknown: no one.
  'DELETE /api/admin/users/:id': byId(
    async (w, id) => ({
      url: `/api/admin/users/${
        { own: await w.disposableUserId(), other: w.accounts.admin.id, unknown: w.unknownId }[id]
      }`,
    }),
    e(401, 403, 403, 403, 403, [200, 409, 404]),
  ),
  'GET /api/admin/simulados': fixed(
    () => ({ url: '/api/admin/simulados' }),
    e(401, 403, 403, 403, 403, 200),
  ),
  'POST /api/admin/simulados': fixed(
    () => ({ url: '/api/admin/simulados', payload: { title: 'Simulado Novo', price: 0 } }),
    e(401, 403, 403, 403, 403, 201),
  ),
  'GET /api/admin/simulados/:id': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}` }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  // Own: the sat simulado, whose duration attempts lock (409); other: one nobody sat.
  'PATCH /api/admin/simulados/:id': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${
        { own: w.simuladoId, other: await w.disposableSimuladoId(), unknown: w.unknownId }[id]
      }`,
      payload: { title: 'Simulado Editado', durationMinutes: 37 },
    }),
    e(401, 403, 403, 403, 403, [409, 200, 404]),
  ),
  // Own and other: simulados made for the call, so a deletion breaks no later cell.
  'DELETE /api/admin/simulados/:id': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${id === 'unknown' ? w.unknownId : await w.disposableSimuladoId()}`,
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  // Never the sat simulado: its questions stay those of the attempts.
  'POST /api/admin/simulados/:id/questions/csv': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${
        { own: w.otherSimuladoId, other: await w.disposableSimuladoId(), unknown: w.unknownId }[id]
      }/questions/csv`,
      payload: { csvContent: 'Q1,A,B,C,D,A\nQ2,A,B,C,D,B\nQ3,A,B,C,D,C' },
    }),
    e(401, 403, 403, 403, 403, [409, 200, 404]),
  ),
  // Extra time: on simulados made for the call, so no grant holds another cell's key.
  'GET /api/admin/simulados/:id/accommodations': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${id === 'unknown' ? w.unknownId : await w.disposableSimuladoId()}/accommodations`,
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'PUT /api/admin/simulados/:id/accommodations': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${id === 'unknown' ? w.unknownId : await w.disposableSimuladoId()}/accommodations`,
      payload: { email: w.accounts.studentOther.email, extraMinutes: 30, reason: 'Laudo médico' },
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  // Nobody has extra time on a simulado just made: 404 for the admin too.
  'DELETE /api/admin/simulados/:id/accommodations/:userId': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${id === 'unknown' ? w.unknownId : await w.disposableSimuladoId()}/accommodations/${pick.student(w, id)}`,
    }),
    e(401, 403, 403, 403, 403, [404, 404, 404]),
  ),
  'GET /api/admin/contact-messages': fixed(
    () => ({ url: '/api/admin/contact-messages' }),
    e(401, 403, 403, 403, 403, 200),
  ),
  'GET /api/admin/health': fixed(
    () => ({ url: '/api/admin/health' }),
    e(401, 403, 403, 403, 403, 200),
  ),
  // The tests run without SMTP_URL: the outbox is there (404 with SMTP, in mail/outbox.test.ts).
  'GET /api/admin/outbox': fixed(
    () => ({ url: '/api/admin/outbox' }),
    e(401, 403, 403, 403, 403, 200),
  ),
};
