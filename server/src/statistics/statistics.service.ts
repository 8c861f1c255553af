import {
  APPEAL_MESSAGES,
  itemStatisticSchema,
  type ItemStatistics,
  type SessionUser,
} from '@gabaritei/shared';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { JobProducer } from '../jobs/types';
import { notFound } from '../http/errors';
import { listReleasedSimulados } from '../classes/class-results.repository';
import { findTeacherClass } from '../classes/classes.repository';
import { classErrors } from '../classes/classes.policy';
import { requestStatistics, type StatisticsJobs } from './statistics.jobs';
import { findStatistics, statisticsSimuladoExists } from './statistics.repository';

export type StatisticsServiceDeps = { db: Db; jobs: JobProducer<StatisticsJobs> };

const storedQuestions = z.array(itemStatisticSchema);

/**
 * Reads the item statistics the worker stored (statistics.jobs.ts); never computes them in
 * a request. None stored yet (a class that released the simulado after its last
 * computation): an empty answer, and a computation is asked for.
 */
export function createStatisticsService({ db, jobs }: StatisticsServiceDeps) {
  async function read(simuladoId: string, scope: string): Promise<ItemStatistics> {
    const row = await findStatistics(db, simuladoId, scope);
    if (!row) {
      await requestStatistics(jobs, simuladoId);
      return { participants: 0, computedAt: null, questions: [] };
    }
    const raw: unknown =
      typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions;
    return {
      participants: row.participants,
      computedAt: row.computed_at.toISOString(),
      questions: storedQuestions.parse(raw),
    };
  }

  return {
    async forAdmin(simuladoId: string): Promise<ItemStatistics> {
      if (!(await statisticsSimuladoExists(db, simuladoId)))
        throw notFound(APPEAL_MESSAGES.simuladoNotFound);
      return read(simuladoId, '');
    },

    /** A teacher's own class, for a simulado released to it: its members' official attempts. */
    async forClass(teacher: SessionUser, classId: string, simuladoId: string) {
      if (!(await findTeacherClass(db, teacher.id, classId))) throw classErrors.classNotFound();
      const [released] = await listReleasedSimulados(db, classId, simuladoId);
      if (!released) throw classErrors.simuladoNotFound();
      return read(simuladoId, classId);
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
