import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { EditorPaper } from '@gabaritei/shared';
import type { Clock } from '../clock';
import { signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import { relaxedRateLimits, useTestApp, type BackendName } from '../test/support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A 12 × 12 PNG of one red `shade`: a distinct figure per shade, to upload. */
export const shadePng = (shade: number): Promise<Buffer> =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .png()
    .toBuffer();

/** The editor's routes through app.inject, signed in as `cookie`. */
export function paperApi(app: FastifyInstance) {
  const call = (method: Method, url: string, cookie: string | undefined, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      cookies: cookie ? { gabaritei_sid: cookie } : {},
    });
  const base = (id: string) => `/api/admin/simulados/${id}`;
  return {
    call,
    paper: (id: string, cookie?: string) => call('GET', `${base(id)}/paper`, cookie),
    createQuestion: (id: string, body: unknown, cookie?: string) =>
      call('POST', `${base(id)}/questions`, cookie, body),
    updateQuestion: (id: string, questionId: string, body: unknown, cookie?: string) =>
      call('PUT', `${base(id)}/questions/${questionId}`, cookie, body),
    deleteQuestion: (id: string, questionId: string, cookie?: string) =>
      call('DELETE', `${base(id)}/questions/${questionId}`, cookie),
    reorder: (id: string, questionIds: string[], cookie?: string) =>
      call('PUT', `${base(id)}/question-order`, cookie, { questionIds }),
    createBaseText: (id: string, body: unknown, cookie?: string) =>
      call('POST', `${base(id)}/base-texts`, cookie, body),
    updateBaseText: (id: string, baseTextId: string, body: unknown, cookie?: string) =>
      call('PUT', `${base(id)}/base-texts/${baseTextId}`, cookie, body),
    correct: (id: string, body: unknown, cookie?: string) =>
      call('POST', `${base(id)}/corrections`, cookie, body),
    /** A multipart upload of `bytes` as the field `field` (default `file`). */
    upload: (id: string, bytes: Buffer, cookie?: string, field = 'file', name = 'figura.png') => {
      const boundary = '----gabaritei-test-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: `${base(id)}/assets`,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        cookies: cookie ? { gabaritei_sid: cookie } : {},
      });
    },
    asset: (url: string, cookie?: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers, cookies: cookie ? { gabaritei_sid: cookie } : {} }),
  };
}
export type PaperApi = ReturnType<typeof paperApi>;

/** The editor paper of a 2xx answer (asserting it). */
export function paperOf(res: LightMyRequestResponse): EditorPaper {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<EditorPaper>();
}

/** An A–D question in rich HTML, numbered `n`. */
export const richQuestion = (n: number, extra: Record<string, unknown> = {}) => ({
  text: `<p>Enunciado <strong>${n}</strong></p>`,
  optionA: '<p>a</p>',
  optionB: '<p>b</p>',
  optionC: '<p>c</p>',
  optionD: '<p>d</p>',
  optionE: null,
  correctOption: 'A',
  ...extra,
});

/** The app, the editor API and an ADMIN signed in, filled in by `beforeAll`. */
export function usePapersSuite(backend: BackendName, options: { clock?: Clock } = {}) {
  const t = useTestApp(backend, {
    clock: options.clock,
    config: { rateLimits: relaxedRateLimits },
  });
  const papers = {} as PaperApi;
  const root = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(papers, paperApi(t.app));
    Object.assign(root, await signedIn(t.api, t.db, 'ADMIN'));
  });
  return { t, papers, root };
}
