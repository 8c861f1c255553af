import type { DbOrTx } from '../db/database';
import { listPaperHtml } from './assets.repository';

const ASSET_ID = /\/assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

const idsIn = (html: string | null) => [...(html ?? '').matchAll(ASSET_ID)].map((m) => m[1]!);

/**
 * The images of a paper that only its explanations show: they belong to the key (a worked
 * solution, a marked figure), so they stay behind its embargo like the explanations' text.
 * An image that a stem, an option or a base text also shows is the paper's.
 */
export function keyOnlyImages(rows: {
  paper: (string | null)[];
  explanations: (string | null)[];
}): Set<string> {
  const shown = new Set(rows.paper.flatMap(idsIn));
  return new Set(rows.explanations.flatMap(idsIn).filter((id) => !shown.has(id)));
}

/**
 * keyOnlyImages per simulado, kept for its paper_version (which every write of a question —
 * explanations included — bumps), so the images of an exam's start cost one read of the
 * paper per version and process, not one per request.
 */
export function createKeyImages(maxSimulados = 500) {
  const entries = new Map<string, { version: string; ids: Set<string> }>();
  return async (db: DbOrTx, simuladoId: string, version: string): Promise<Set<string>> => {
    const hit = entries.get(simuladoId);
    if (hit?.version === version) return hit.ids;
    const ids = keyOnlyImages(await listPaperHtml(db, simuladoId));
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
