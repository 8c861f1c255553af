import { byId, expectFor as e, fixed, pick, type MatrixEntry } from './route-matrix';

/**
 * The routes of the signed-in person (Minha Conta, class invitations), the paper of a
 * practice or review and the metrics. The calls that would end the world's accounts carry
 * a wrong password, so they are refused (400) and the runner proves they changed nothing.
 */
export const ME_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'GET /metrics': fixed(() => ({ url: '/metrics' }), e(200, 200, 200, 200, 200, 200)),
  'GET /api/answers/simulado/:id/paper': byId(
    (w, id) => ({ url: `/api/answers/simulado/${pick.simulado(w, id)}/paper` }),
    // Both simulados of the world are free and undated: open to every signed-in person.
    e(401, [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404]),
  ),
  'GET /api/me': fixed(() => ({ url: '/api/me' }), e(401, 200, 200, 200, 200, 200)),
  'PATCH /api/me': fixed(
    () => ({ url: '/api/me', payload: { name: 'Pessoa da Matriz' } }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'POST /api/me/password': fixed(
    () => ({
      url: '/api/me/password',
      payload: { currentPassword: 'senha-errada-123', newPassword: 'nova-senha-segura-1' },
    }),
    e(401, 400, 400, 400, 400, 400),
  ),
  'GET /api/me/reading-preferences': fixed(
    () => ({ url: '/api/me/reading-preferences' }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'PUT /api/me/reading-preferences': fixed(
    () => ({
      url: '/api/me/reading-preferences',
      payload: { fontScale: 150, highContrast: true, lineSpacing: 'WIDE' },
    }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'PATCH /api/me/privacy': fixed(
    () => ({ url: '/api/me/privacy', payload: { rankingDisplay: 'FULL_NAME' } }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/me/export': fixed(() => ({ url: '/api/me/export' }), e(401, 200, 200, 200, 200, 200)),
  'DELETE /api/me': fixed(
    () => ({ url: '/api/me', payload: { password: 'senha-errada-123' } }),
    e(401, 400, 400, 400, 400, 400),
  ),
  // Only the caller's own standing (bought, released to their classes, under way).
  'GET /api/me/simulados': fixed(
    () => ({ url: '/api/me/simulados' }),
    e(401, 200, 200, 200, 200, 200),
  ),
  // Only the caller's own official results, whatever the role.
  'GET /api/me/evolution': fixed(
    () => ({ url: '/api/me/evolution' }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/me/classes': fixed(() => ({ url: '/api/me/classes' }), e(401, 200, 200, 403, 403, 403)),
  'POST /api/me/classes/:classId/accept': byId(
    (w, id) => ({ url: `/api/me/classes/${pick.class(w, id)}/accept` }),
    e(401, [200, 404, 404], [404, 404, 404], 403, 403, 403),
  ),
  'POST /api/me/classes/:classId/decline': byId(
    (w, id) => ({ url: `/api/me/classes/${pick.class(w, id)}/decline` }),
    e(401, [404, 404, 404], [404, 404, 404], 403, 403, 403),
  ),
};
