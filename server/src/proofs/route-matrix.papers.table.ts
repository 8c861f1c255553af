import sharp from 'sharp';
import { byId, expectFor as e, pick, type IdKind, type MatrixEntry } from './route-matrix';
import type { World } from './world.test-support';

/** The papers editor and images (route-matrix.table.ts says how to read it). */
const question = (n: number) => ({
  text: `<p>Questão nova ${n}</p>`,
  optionA: '<p>a</p>',
  optionB: '<p>b</p>',
  optionC: '<p>c</p>',
  optionD: '<p>d</p>',
  optionE: null,
  correctOption: 'A',
});
const baseText = {
  title: 'Texto I',
  contentHtml: '<p>Texto</p>',
  firstQuestion: 1,
  lastQuestion: 2,
};

/**
 * Own: the simulado everyone sat, whose structure attempts lock (409); other: a simulado
 * made for the call, which nobody sat; unknown: none.
 */
async function target(w: World, id: IdKind): Promise<string> {
  return { own: w.simuladoId, other: await w.disposableSimuladoId(), unknown: w.unknownId }[id];
}

async function firstQuestion(w: World, simuladoId: string): Promise<string> {
  const row = await w.db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .executeTakeFirst();
  return row?.id ?? w.unknownId;
}

async function questionIds(w: World, simuladoId: string): Promise<string[]> {
  const rows = await w.db
    .selectFrom('questions')
    .select('id')
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'desc')
    .execute();
  return rows.length > 0 ? rows.map((r) => r.id) : [w.unknownId];
}

async function aBaseText(w: World, simuladoId: string): Promise<string> {
  if (simuladoId === w.unknownId) return w.unknownId;
  const row = await w.db
    .insertInto('base_texts')
    .values({ simulado_id: simuladoId, title: 'Texto da matriz', content_html: '<p>x</p>' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One image per simulado of the world, uploaded by the ADMIN the first time it is asked. */
const images = new WeakMap<World, Map<string, Promise<string>>>();
function imageOf(w: World, simuladoId: string): Promise<string> {
  const known = images.get(w) ?? new Map<string, Promise<string>>();
  images.set(w, known);
  const cached = known.get(simuladoId);
  if (cached) return cached;
  const uploading = (async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const boundary = 'matrix-boundary';
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/admin/simulados/${simuladoId}/assets`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      cookies: { gabaritei_sid: w.accounts.admin.cookie },
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    return String((res.json() as { url: string }).url);
  })();
  known.set(simuladoId, uploading);
  return uploading;
}

const ADMIN_ONLY = (admin: [number, number, number]) => e(401, 403, 403, 403, 403, admin);

export const PAPERS_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/admin/simulados/:id/paper': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/paper` }),
    ADMIN_ONLY([200, 200, 404]),
  ),
  'POST /api/admin/simulados/:id/questions': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${await target(w, id)}/questions`,
      payload: question(4),
    }),
    ADMIN_ONLY([409, 201, 404]),
  ),
  'PUT /api/admin/simulados/:id/questions/:questionId': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return {
        url: `/api/admin/simulados/${simulado}/questions/${await firstQuestion(w, simulado)}`,
        payload: question(1),
      };
    },
    ADMIN_ONLY([409, 200, 404]),
  ),
  'DELETE /api/admin/simulados/:id/questions/:questionId': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return {
        url: `/api/admin/simulados/${simulado}/questions/${await firstQuestion(w, simulado)}`,
      };
    },
    ADMIN_ONLY([409, 200, 404]),
  ),
  'PUT /api/admin/simulados/:id/question-order': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return {
        url: `/api/admin/simulados/${simulado}/question-order`,
        payload: { questionIds: await questionIds(w, simulado) },
      };
    },
    ADMIN_ONLY([409, 200, 404]),
  ),
  'POST /api/admin/simulados/:id/base-texts': byId(
    async (w, id) => ({
      url: `/api/admin/simulados/${await target(w, id)}/base-texts`,
      payload: baseText,
    }),
    ADMIN_ONLY([409, 201, 404]),
  ),
  'PUT /api/admin/simulados/:id/base-texts/:baseTextId': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return {
        url: `/api/admin/simulados/${simulado}/base-texts/${await aBaseText(w, simulado)}`,
        payload: baseText,
      };
    },
    ADMIN_ONLY([409, 200, 404]),
  ),
  'DELETE /api/admin/simulados/:id/base-texts/:baseTextId': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return { url: `/api/admin/simulados/${simulado}/base-texts/${await aBaseText(w, simulado)}` };
    },
    ADMIN_ONLY([409, 200, 404]),
  ),
  // Corrections are the one edit attempts allow: the sat simulado takes it too.
  'POST /api/admin/simulados/:id/corrections': byId(
    async (w, id) => {
      const simulado = await target(w, id);
      return {
        url: `/api/admin/simulados/${simulado}/corrections`,
        payload: {
          target: 'QUESTION',
          id: await firstQuestion(w, simulado),
          field: 'text',
          html: `<p>Corrigida ${id}</p>`,
          reason: 'Erro de digitação',
        },
      };
    },
    ADMIN_ONLY([201, 201, 404]),
  ),
  // A JSON body is no upload (400); papers.assets.test.ts sends real files.
  'POST /api/admin/simulados/:id/assets': byId(
    (w, id) => ({ url: `/api/admin/simulados/${pick.simulado(w, id)}/assets`, payload: {} }),
    ADMIN_ONLY([400, 400, 400]),
  ),
  // By the time this runs everyone bought both free, undated simulados (POST
  // /api/purchases above), so every signed-in person may read both papers, as the
  // practice paper's entry says; anonymous callers and a guessed id get 404. Readers
  // without access, or before the start, are papers.assets.test.ts's cases.
  'GET /api/simulados/:id/assets/:assetId': byId(
    async (w, id) => ({
      url:
        id === 'unknown'
          ? `/api/simulados/${w.simuladoId}/assets/${w.unknownId}`
          : await imageOf(w, pick.simulado(w, id)),
    }),
    e(404, [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404], [200, 200, 404]),
  ),
};
