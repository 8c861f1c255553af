import type { Db } from '../db/database';
import { byId, expectFor as e, fixed, pick, type IdKind, type MatrixEntry } from './route-matrix';
import type { World } from './world.test-support';

async function questionOf(db: Db, simuladoId: string, position: number): Promise<string> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .where('position', '=', position)
    .executeTakeFirst();
  return row?.id ?? crypto.randomUUID();
}

/**
 * A decision's target: own = the world's second simulado (nobody sat it, so its regrade
 * moves no result while later cells run), other = a simulado made for the call, unknown =
 * nowhere. `position` keeps each decision route on its own question.
 */
async function decisionUrl(w: World, id: IdKind, position: number, tail: string) {
  const simuladoId = {
    own: w.otherSimuladoId,
    other: await w.disposableSimuladoId(),
    unknown: w.unknownId,
  }[id];
  return `/api/admin/simulados/${simuladoId}/questions/${await questionOf(w.db, simuladoId, position)}/${tail}`;
}

/**
 * Appeals, key decisions with regrade, item statistics. The world's simulado has
 * no end date, so its appeals window is closed: a filing is refused with 400 (and proven
 * to change nothing) for whoever may file at all.
 */
export const APPEALS_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/simulados/:id/questions/:questionId/appeals': byId(
    async (w, id) => {
      const simuladoId = pick.simulado(w, id);
      return {
        url: `/api/simulados/${simuladoId}/questions/${await questionOf(w.db, simuladoId, 1)}/appeals`,
        payload: { text: 'A questão admite duas alternativas corretas, segundo a lei.' },
      };
    },
    e(401, [400, 400, 404], [400, 400, 404], [400, 400, 404], [400, 400, 404], [400, 400, 404]),
  ),
  'GET /api/me/appeals': fixed(
    (w) => ({ url: `/api/me/appeals?simuladoId=${w.simuladoId}` }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/me/appeals/window': fixed(
    (w) => ({ url: `/api/me/appeals/window?simuladoId=${w.simuladoId}` }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'GET /api/me/score-changes': fixed(
    (w) => ({ url: `/api/me/score-changes?simuladoId=${w.simuladoId}` }),
    e(401, 200, 200, 200, 200, 200),
  ),
  'PUT /api/admin/simulados/:id/appeals-window': byId(
    (w, id) => ({
      url: `/api/admin/simulados/${pick.simulado(w, id)}/appeals-window`,
      payload: { appealsUntil: null },
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'GET /api/admin/simulados/:id/appeals': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/appeals` }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'POST /api/admin/simulados/:id/questions/:questionId/annul': byId(
    async (w, id) => ({
      url: await decisionUrl(w, id, 1, 'annul'),
      payload: { reason: 'Duas alternativas corretas.' },
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'PUT /api/admin/simulados/:id/questions/:questionId/correct-option': byId(
    async (w, id) => ({
      url: await decisionUrl(w, id, 2, 'correct-option'),
      payload: { correctOption: 'D', reason: 'Erro material no gabarito.' },
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  // A dry run: counts only, nothing written (question 3 is never annulled by the cells).
  'GET /api/admin/simulados/:id/questions/:questionId/decision-impact': byId(
    async (w, id) => ({ url: await decisionUrl(w, id, 3, 'decision-impact?kind=ANNUL') }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'POST /api/admin/simulados/:id/questions/:questionId/appeals/reject': byId(
    async (w, id) => ({
      url: await decisionUrl(w, id, 3, 'appeals/reject'),
      payload: { reply: 'Gabarito mantido pela banca.' },
    }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'GET /api/admin/simulados/:id/key-changes': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/key-changes` }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'GET /api/admin/simulados/:id/regrade': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/regrade` }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  'GET /api/admin/simulados/:id/statistics': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/statistics` }),
    e(401, 403, 403, 403, 403, [200, 200, 404]),
  ),
  // The teacher boundary: only the owner's class, for a simulado released to it.
  'GET /api/teacher/classes/:id/statistics/:simuladoId': byId(
    (w, id) => ({ url: `/api/teacher/classes/${pick.class(w, id)}/statistics/${w.simuladoId}` }),
    e(401, 403, 403, [200, 404, 404], 404, 403),
  ),
};
