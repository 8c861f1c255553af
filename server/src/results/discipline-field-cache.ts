import type { Clock } from '../clock';
import type { DbOrTx } from '../db/database';
import {
  findDisciplineFieldVersion,
  officialFieldDisciplines,
  practiceFieldDisciplines,
  type DisciplineRow,
} from './disciplines.repository';

export type FieldKind = 'OFFICIAL' | 'PRACTICE';
export type DisciplineField = { participants: number; rows: DisciplineRow[] };

/** From this many results on, one more barely moves a mean: a recent field is served. */
const LARGE_FIELD = 1000;
/** How long a large field's figures are served without even asking for the version. */
const LARGE_FIELD_TTL_MS = 30_000;
const MAX_ENTRIES = 64;

type Entry = {
  version: string;
  computedAt: number;
  field: Promise<DisciplineField>;
  /** A large field's next figures while they are computed (the old ones are served). */
  refreshing?: Promise<unknown>;
};

/**
 * The field's means per discipline are the same for every candidate of a simulado, and the
 * aggregate reads participants × questions rows (50,000 results × 20 questions: 1,000,000
 * rows, seconds on a busy machine). They are kept per process and simulado, reused while
 * the results are unchanged (a count on the results index decides). A large field is
 * served stale while its new figures are computed in the background, and not even
 * checked for 30 s: otherwise every results screen after a mass submission would wait for
 * its own aggregate. A small field is always exact, and so is any field asked for `exact`:
 * a PDF report is stored with the version of what it prints, so it must print that one.
 */
export function createDisciplineFieldCache(clock: Clock) {
  const entries = new Map<string, Entry>();

  async function compute(db: DbOrTx, simuladoId: string, kind: FieldKind) {
    const rows =
      kind === 'OFFICIAL'
        ? await officialFieldDisciplines(db, simuladoId)
        : await practiceFieldDisciplines(db, simuladoId);
    return { participants: Math.max(0, ...rows.map((row) => row.results)), rows };
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // A failed computation is not kept: the next reader tries again.
    entry.field.catch(() => entries.get(key) === entry && entries.delete(key));
    // Oldest first in a Map: drop it once there are too many.
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  return {
    async get(
      db: DbOrTx,
      simuladoId: string,
      kind: FieldKind,
      options: { exact?: boolean } = {},
    ): Promise<DisciplineField> {
      const key = `${kind}:${simuladoId}`;
      const now = clock.now().getTime();
      const cached = entries.get(key);
      const large =
        cached && !options.exact ? (await cached.field).participants >= LARGE_FIELD : false;
      if (cached && large && now - cached.computedAt < LARGE_FIELD_TTL_MS) return cached.field;
      const version = await findDisciplineFieldVersion(db, simuladoId, kind);
      if (cached && cached.version === version) return cached.field;
      if (cached && large) {
        cached.refreshing ??= compute(db, simuladoId, kind)
          .then((field) => store(key, { version, computedAt: now, field: Promise.resolve(field) }))
          .catch(() => (cached.refreshing = undefined));
        return cached.field;
      }
      const field = compute(db, simuladoId, kind);
      store(key, { version, computedAt: now, field });
      return field;
    },
  };
}

export type DisciplineFieldCache = ReturnType<typeof createDisciplineFieldCache>;
