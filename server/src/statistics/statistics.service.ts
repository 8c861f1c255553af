import {
  APPEAL_MESSAGES,
  itemStatisticSchema,
  keyEmbargoMessage,
  type ItemStatistics,
  type SessionUser,
} from '@gabaritei/shared';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobProducer } from '../jobs/types';
import { notFound } from '../http/errors';
import { listReleasedSimulados } from '../classes/class-results.repository';
import { findTeacherClass } from '../classes/classes.repository';
import { classErrors } from '../classes/classes.policy';
import { keyEmbargoFor } from '../simulados/simulados.policy';
import { requestStatistics, type StatisticsJobs } from './statistics.jobs';
import { findKeyRelease, findStatistics } from './statistics.repository';

export type StatisticsServiceDeps = { db: Db; clock: Clock; jobs: JobProducer<StatisticsJobs> };

const storedQuestions = z.array(itemStatisticSchema);

/**
 * Reads the item statistics the worker stored (statistics.jobs.ts); never computes them in
 * a request. None stored yet (a class that released the simulado after its last
 * computation): an empty answer, and a computation is asked for. Per-question figures are
 * derived from the key: a reader the key is embargoed for gets the participation only.
 */
export function createStatisticsService({ db, clock, jobs }: StatisticsServiceDeps) {
  async function read(
    viewer: SessionUser,
    simuladoId: string,
    scope: string,
  ): Promise<ItemStatistics> {
    const simulado = await findKeyRelease(db, simuladoId);
    if (!simulado) throw notFound(APPEAL_MESSAGES.simuladoNotFound);
    const embargo = keyEmbargoFor(viewer, simulado, clock.now());
    const closed = embargo
      ? { keyReleasesAt: embargo.toISOString(), message: keyEmbargoMessage(embargo, 'statistics') }
      : { keyReleasesAt: null, message: null };
    const row = await findStatistics(db, simuladoId, scope);
    if (!row) {
      await requestStatistics(jobs, simuladoId);
      return { participants: 0, computedAt: null, questions: [], ...closed };
    }
    const raw: unknown =
      typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions;
    return {
      participants: row.participants,
      computedAt: row.computed_at.toISOString(),
      questions: embargo ? [] : storedQuestions.parse(raw),
      ...closed,
    };
  }

  return {
    async forAdmin(admin: SessionUser, simuladoId: string): Promise<ItemStatistics> {
      return read(admin, simuladoId, '');
    },

    /** A teacher's own class, for a simulado released to it: its members' official attempts. */
    async forClass(teacher: SessionUser, classId: string, simuladoId: string) {
      if (!(await findTeacherClass(db, teacher.id, classId))) throw classErrors.classNotFound();
      const [released] = await listReleasedSimulados(db, classId, simuladoId);
      if (!released) throw classErrors.simuladoNotFound();
      return read(teacher, simuladoId, classId);
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
