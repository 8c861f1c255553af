import { byId, expectFor as e, fixed, pick, type MatrixEntry } from './route-matrix';

/** Papers in and out of files (route-matrix.table.ts says how to read it). */
const ADMIN_ONLY = (admin: [number, number, number]) => e(401, 403, 403, 403, 403, admin);

export const PAPERS_IMPORT_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  // A JSON body is no upload (400, before the simulado is looked up); the papers-import
  // tests send real Word and ZIP files, the 404 of an unknown simulado included.
  'POST /api/admin/simulados/:id/questions/docx': byId(
    (w, id) => ({
      url: `/api/admin/simulados/${pick.simulado(w, id)}/questions/docx`,
      payload: {},
    }),
    ADMIN_ONLY([400, 400, 400]),
  ),
  'POST /api/admin/simulados/:id/questions/zip': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/questions/zip`, payload: {} }),
    ADMIN_ONLY([400, 400, 400]),
  ),
  'GET /api/admin/simulados/:id/export/docx': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/export/docx` }),
    ADMIN_ONLY([200, 200, 404]),
  ),
  'GET /api/admin/simulados/:id/export/json': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/export/json` }),
    ADMIN_ONLY([200, 200, 404]),
  ),
  'GET /api/admin/papers/template.docx': fixed(
    () => ({ url: '/api/admin/papers/template.docx' }),
    e(401, 403, 403, 403, 403, 200),
  ),
};
