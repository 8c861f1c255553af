import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { isTag, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { expect } from 'vitest';
import { ASSET_URL_PATTERN, RICH_ALLOWED } from '@gabaritei/shared/content';
import type { Db } from '../db/database';

export const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

type Part = { name: string; filename?: string; content: Buffer | string };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----gabaritei${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a file (field `file`, plus an optional `alt` JSON) to an import route. */
export function upload(
  app: FastifyInstance,
  url: string,
  cookie: string | undefined,
  file: Buffer,
  extra: Part[] = [],
) {
  const body = multipart([{ name: 'file', filename: 'prova.docx', content: file }, ...extra]);
  return app.inject({
    method: 'POST',
    url,
    ...body,
    cookies: cookie ? { gabaritei_sid: cookie } : {},
  });
}

export const docxUrl = (id: string, dryRun = false) =>
  `/api/admin/simulados/${id}/questions/docx${dryRun ? '?dryRun=true' : ''}`;
export const zipUrl = (id: string, dryRun = false) =>
  `/api/admin/simulados/${id}/questions/zip${dryRun ? '?dryRun=true' : ''}`;

/** The stored paper, straight from the tables. */
export async function storedPaper(db: Db, simuladoId: string) {
  const questions = await db
    .selectFrom('questions')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .orderBy('position')
    .execute();
  const baseTexts = await db
    .selectFrom('base_texts')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .execute();
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'content_type'])
    .where('simulado_id', '=', simuladoId)
    .execute();
  return { questions, baseTexts, assets };
}

/**
 * Fails unless `html` holds only the documented allow-list: its tags, their attributes,
 * and images of this platform's assets only.
 */
export function expectAllowListed(html: string): void {
  const allowed = new Set<string>(RICH_ALLOWED.tags);
  const attributes = RICH_ALLOWED.attributes as Record<string, readonly string[]>;
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      expect(allowed, html).toContain(node.name);
      for (const name of Object.keys(node.attribs))
        expect(attributes[node.name] ?? [], `${node.name}[${name}] in ${html}`).toContain(name);
      if (node.name === 'img') expect(node.attribs.src).toMatch(ASSET_URL_PATTERN);
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
}

/** Every HTML field of a stored paper. */
export function paperHtml(paper: Awaited<ReturnType<typeof storedPaper>>): string[] {
  return [
    ...paper.questions.flatMap((q) => [
      q.text,
      q.option_a,
      q.option_b,
      q.option_c,
      q.option_d,
      q.option_e ?? '',
      q.explanation ?? '',
    ]),
    ...paper.baseTexts.map((b) => b.content_html),
  ];
}
