import type { EvolutionResponse, SessionUser } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { keyEmbargoFor } from '../simulados/simulados.policy';
import type { DisciplineFieldCache } from './discipline-field-cache';
import { resultDisciplines } from './disciplines.repository';
import { findOfficialEvolution } from './evolution.repository';
import { presentEmbargoedPoint, presentEvolutionPoint } from './evolution.presenter';

export type EvolutionServiceDeps = {
  db: Db;
  clock: Clock;
  /** The results screen's cache: the same field figures, computed once. */
  fields: DisciplineFieldCache;
  settleAttempt(userId: string, simuladoId?: string): Promise<void>;
};

/** The dashboard's "Minha evolução": the caller's official results over time. */
export function createEvolutionService({ db, clock, fields, settleAttempt }: EvolutionServiceDeps) {
  return {
    async forViewer(viewer: SessionUser): Promise<EvolutionResponse> {
      await settleAttempt(viewer.id);
      const rows = await findOfficialEvolution(db, viewer.id);
      const now = clock.now();
      const points = await Promise.all(
        rows.map(async (row) => {
          // Per-discipline figures and the field's means are correctness data: held with the key.
          const embargo = keyEmbargoFor(viewer, row, now);
          if (embargo) return presentEmbargoedPoint(row, embargo);
          const [own, field] = await Promise.all([
            resultDisciplines(db, row.simulado_id, row.result_id),
            fields.get(db, row.simulado_id, 'OFFICIAL'),
          ]);
          return presentEvolutionPoint(row, own, field.rows);
        }),
      );
      return { points };
    },
  };
}

export type EvolutionService = ReturnType<typeof createEvolutionService>;
