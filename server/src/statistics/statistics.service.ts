import {
  APPEAL_MESSAGES,
  itemStatisticSchema,
  keyEmbargoMessage,
  type ItemStatistic,
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
import { readBaseTexts } from '../simulados/base-texts';
import { keyEmbargoFor } from '../simulados/simulados.policy';
import { listPublicQuestions } from '../simulados/simulados.repository';
import { requestStatistics, type StatisticsJobs } from './statistics.jobs';
import {
  findKeyRelease,
  findPaperKey,
  findStatistics,
  findStatisticsVersion,
} from './statistics.repository';

export type StatisticsServiceDeps = { db: Db; clock: Clock; jobs: JobProducer<StatisticsJobs> };

const storedQuestions = z.array(itemStatisticSchema);

/**
 * Reads the item statistics the worker stored (statistics.jobs.ts); never computes them in
 * a request. None stored yet (a class that released the simulado after its last
 * computation): an empty answer, and a computation is asked for; so it is for statistics
 * behind the results or the paper they were computed from. Per-question figures are
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
    // Behind the results or the paper (whatever wrote them, asked for a computation or not):
    // these are served with their time, and a computation is asked for.
    if (row.version !== (await findStatisticsVersion(db, simuladoId)))
      await requestStatistics(jobs, simuladoId);
    const raw: unknown =
      typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions;
    const figures = embargo ? [] : storedQuestions.parse(raw);
    return {
      participants: row.participants,
      computedAt: row.computed_at.toISOString(),
      ...(await withContent(simuladoId, figures)),
      ...closed,
    };
  }

  /** Each item with its stem and its base text, so the figures are read beside them. */
  async function withContent(simuladoId: string, figures: ItemStatistic[]) {
    if (figures.length === 0) return { questions: figures, baseTexts: [] };
    const [paper, { format, key }] = await Promise.all([
      listPublicQuestions(db, simuladoId),
      findPaperKey(db, simuladoId),
    ]);
    const byId = new Map(paper.map((q) => [q.id, q]));
    const questions = figures.map((f) => ({
      ...f,
      text: byId.get(f.questionId)?.text ?? '',
      baseTextId: byId.get(f.questionId)?.base_text_id ?? null,
      correctOption: key.get(f.questionId),
    }));
    const baseTexts = await readBaseTexts(
      db,
      simuladoId,
      paper.map((q) => ({ baseTextId: q.base_text_id })),
    );
    return { questions, baseTexts, ...(format ? { format } : {}) };
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
