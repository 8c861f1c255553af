import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ExamPaper, ExamSession } from '@gabaritei/shared';
import type { Db } from '../db/database';
import type { TestContext } from '../test/support';
import { createSimulado, questionsOf } from './exam.test-support';

/** The paper route's calls (session-paper.ts), with the headers a browser sends. */
export function paperApi(t: TestContext) {
  const inject = (url: string, cookie: string | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers, cookies: cookie ? { gabaritei_sid: cookie } : {} });
  return {
    start: (cookie: string, simuladoId: string, paper?: 'apart' | 'inline') =>
      t.api.post('/api/exam-sessions/start', { simuladoId, paper }, { cookie }),
    active: (cookie: string, simuladoId: string, paper?: 'apart') =>
      t.api.get(
        `/api/exam-sessions/active?simuladoId=${simuladoId}${paper ? `&paper=${paper}` : ''}`,
        { cookie },
      ),
    paper: (
      cookie: string | undefined,
      session: Pick<ExamSession, 'id' | 'paperVersion' | 'paperPass'>,
      headers: Record<string, string> = {},
    ) => {
      const query = new URLSearchParams();
      if (session.paperVersion !== undefined) query.set('v', session.paperVersion);
      if (session.paperPass !== undefined) query.set('t', session.paperPass);
      const search = query.size ? `?${query.toString()}` : '';
      return inject(`/api/exam-sessions/${session.id}/paper${search}`, cookie, headers);
    },
  };
}

/** A start asking for the paper apart: the session, asserted to come without it. */
export async function startApart(
  api: ReturnType<typeof paperApi>,
  cookie: string,
  simuladoId: string,
): Promise<ExamSession> {
  const res = await api.start(cookie, simuladoId, 'apart');
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json() as ExamSession;
  expect(session.questions).toBeUndefined();
  expect(session.baseTexts).toBeUndefined();
  expect(session.paperVersion).toMatch(/^\d+$/);
  return session;
}

/** The body of a paper answer, decoded from the coding it was sent in. */
export function decodedPaper(res: LightMyRequestResponse): ExamPaper {
  const raw = res.rawPayload;
  const coding = res.headers['content-encoding'];
  const json =
    coding === 'gzip'
      ? zlib.gunzipSync(raw)
      : coding === 'br'
        ? zlib.brotliDecompressSync(raw)
        : raw;
  return JSON.parse(json.toString('utf8')) as ExamPaper;
}

/** The paper as start or active carried it inline, to set beside the paper route's. */
export const inlinePaper = (session: ExamSession) => ({
  paperVersion: session.paperVersion,
  questions: session.questions,
  baseTexts: session.baseTexts,
});

/** A shuffled simulado of `count` questions whose 3rd to 5th share a base text. */
export async function bookletSimulado(db: Db, count: number, format?: 'CERTO_ERRADO') {
  const id = await createSimulado(db, { questions: count });
  await db
    .updateTable('simulados')
    .set({ shuffle_questions: true, shuffle_options: true, ...(format ? { format } : {}) })
    .where('id', '=', id)
    .execute();
  const text = await db
    .insertInto('base_texts')
    .values({ simulado_id: id, title: 'Texto I', content_html: '<p>Leia.</p>' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('questions')
    .set({ base_text_id: text.id })
    .where('simulado_id', '=', id)
    .where('position', 'in', [3, 4, 5])
    .execute();
  return { id, questions: await questionsOf(db, id) };
}
