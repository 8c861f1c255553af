import { assetUrl } from '@gabaritei/shared/content';
import type { DbOrTx } from '../db/database';
import { listAssetsOf } from './assets.repository';

const ASSET_IN_HTML = /\/api\/simulados\/[0-9a-f-]{36}\/assets\/([0-9a-f-]{36})/g;

/**
 * The images `htmls` show, as data: URLs by their asset URL: the PDF template swaps them in
 * after rendering, so the report's browser loads no image over the network.
 */
export async function printedImages(
  db: DbOrTx,
  simuladoId: string,
  htmls: ReadonlyArray<string | null>,
): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const text of htmls) for (const m of (text ?? '').matchAll(ASSET_IN_HTML)) ids.add(m[1]!);
  const rows = await listAssetsOf(db, simuladoId, [...ids]);
  return Object.fromEntries(
    rows.map((row) => [
      assetUrl(simuladoId, row.id),
      `data:${row.content_type};base64,${Buffer.from(row.bytes).toString('base64')}`,
    ]),
  );
}
