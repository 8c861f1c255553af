import {
  CATALOGUE_MESSAGES,
  type DisciplineField,
  type DisciplinesResponse,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import type { DisciplineFieldCache, FieldKind } from './discipline-field-cache';
import {
  findOwnAttempt,
  findSimuladoForDisciplines,
  resultDisciplines,
} from './disciplines.repository';

export const RESULT_NOT_FOUND = 'Resultado não encontrado.';

export type DisciplineServiceDeps = {
  db: Db;
  clock: Clock;
  fields: DisciplineFieldCache;
  settleAttempt(userId: string, simuladoId?: string): Promise<void>;
};

/** The results screen's per-discipline comparison: the user's percent beside the field's. */
export function createDisciplineService({
  db,
  clock,
  fields,
  settleAttempt,
}: DisciplineServiceDeps) {
  return {
    /** The caller's own attempt only: the named one, else their official one (else 404). */
    async forAttempt(
      viewer: SessionUser,
      query: { simuladoId: string; resultId?: string },
    ): Promise<DisciplinesResponse> {
      const simulado = await findSimuladoForDisciplines(db, query.simuladoId);
      if (!simulado) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      await settleAttempt(viewer.id, query.simuladoId);
      const attempt = await findOwnAttempt(db, viewer.id, query.simuladoId, query.resultId);
      if (!attempt) throw notFound(RESULT_NOT_FOUND);
      // The embargo covers the comparison too: how one did per discipline, and how the
      // field did, is correctness data.
      const embargo = keyEmbargoOf(simulado, clock.now());
      if (embargo) {
        return {
          keyReleasesAt: embargo.toISOString(),
          field: 'NONE',
          participants: 0,
          disciplines: [],
        };
      }
      const kind: FieldKind = simulado.is_practice_only ? 'PRACTICE' : 'OFFICIAL';
      const [own, field] = await Promise.all([
        resultDisciplines(db, query.simuladoId, attempt.id),
        fields.get(db, query.simuladoId, kind),
      ]);
      // The caller is part of the field when it is their official result, or their
      // practice in a practice-only simulado: alone in it, there is nobody to compare with.
      const inField = kind === 'PRACTICE' || attempt.attempt_type === 'OFFICIAL';
      const alone = field.participants === 0 || (inField && field.participants === 1);
      const means = new Map(field.rows.map((row) => [row.discipline, row.mean]));
      return {
        keyReleasesAt: null,
        field: alone ? 'NONE' : (kind as DisciplineField),
        participants: field.participants,
        disciplines: own.map((row) => ({
          discipline: row.discipline,
          questions: row.questions,
          credited: row.credited,
          percent: row.mean,
          fieldPercent: alone ? null : (means.get(row.discipline) ?? null),
        })),
      };
    },
  };
}

export type DisciplineService = ReturnType<typeof createDisciplineService>;
