import type { DbOrTx } from '../db/database';
import {
  findFieldVersion,
  listOfficialScores,
  listQuestionField,
  type QuestionField,
} from './field.repository';

/** How the official participants did: every score, and the answers per question. */
export type OfficialField = {
  scores: { score: number; duration_seconds: number }[];
  perQuestion: QuestionField[];
};

export type FieldCache = { get(db: DbOrTx, simuladoId: string): Promise<OfficialField> };

const MAX_ENTRIES = 32;

/**
 * The field is the same for every report of a simulado, and aggregating its answers is the
 * costly query (participants × questions rows). It is kept per simulado and reused while
 * the official results are unchanged (findFieldVersion: their count and latest graded_seq,
 * which every new, regraded or deleted result moves), which is the whole pre-render of an
 * ended simulado.
 */
export function createFieldCache(): FieldCache {
  const entries = new Map<string, { version: string; field: OfficialField }>();
  return {
    async get(db, simuladoId) {
      const version = await findFieldVersion(db, simuladoId);
      const cached = entries.get(simuladoId);
      if (cached && cached.version === version) return cached.field;
      const [scores, perQuestion] = await Promise.all([
        listOfficialScores(db, simuladoId),
        listQuestionField(db, simuladoId),
      ]);
      const field = { scores, perQuestion };
      entries.delete(simuladoId);
      entries.set(simuladoId, { version, field });
      // Oldest first in a Map: drop it once there are too many.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return field;
    },
  };
}

/** No caching: every call reads the field afresh (one-off renders, tests). */
export const uncachedField: FieldCache = {
  async get(db, simuladoId) {
    const [scores, perQuestion] = await Promise.all([
      listOfficialScores(db, simuladoId),
      listQuestionField(db, simuladoId),
    ]);
    return { scores, perQuestion };
  },
};
