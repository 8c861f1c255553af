import type { DbOrTx } from '../db/database';
import { listPaperHtml } from './assets.repository';

const ASSET_ID = /\/assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

const idsIn = (html: string | null) => [...(html ?? '').matchAll(ASSET_ID)].map((m) => m[1]!);

/**
 * The images a paper shows before its key is out: those of its stems, options and base
 * texts. Everything else of the simulado stays behind the key's embargo like the
 * explanations' text: an image only explanations show (a worked solution, a marked figure)
 * belongs to the key, and an image no field names yet (an upload not placed, or placed by
 * an edit this process has not read) is held too, so a stale version fails closed.
 */
export function paperImages(rows: { paper: (string | null)[] }): Set<string> {
  return new Set(rows.paper.flatMap(idsIn));
}

/**
 * paperImages per simulado, kept for its paper_version (which every write of a question or
 * a base text bumps), so the images of an exam's start cost one read of the paper per
 * version and process, not one per request.
 */
export function createKeyImages(maxSimulados = 500) {
  const entries = new Map<string, { version: string; ids: Set<string> }>();
  return async (db: DbOrTx, simuladoId: string, version: string): Promise<Set<string>> => {
    const hit = entries.get(simuladoId);
    if (hit?.version === version) return hit.ids;
    const ids = paperImages(await listPaperHtml(db, simuladoId));
    entries.delete(simuladoId);
    entries.set(simuladoId, { version, ids });
    // Oldest first out: Map keeps insertion order.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxSimulados) break;
      entries.delete(oldest);
    }
    return ids;
  };
}

export type KeyImages = ReturnType<typeof createKeyImages>;
