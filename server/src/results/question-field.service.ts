import {
  CATALOGUE_MESSAGES,
  type Option,
  type QuestionFieldResponse,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import { findSimuladoForDisciplines } from './disciplines.repository';
import { RESULT_NOT_FOUND } from './disciplines.service';
import { hasOwnResult, listQuestionField } from './question-field.repository';

export type QuestionFieldServiceDeps = {
  db: Db;
  clock: Clock;
  settleAttempt(userId: string, simuladoId?: string): Promise<void>;
};

/**
 * The review's '% de acerto' per question and the option the field chose most. Only for
 * someone with a result in the simulado, and nothing while the key is embargoed: how the
 * field answered a question points at its key.
 */
export function createQuestionFieldService({ db, clock, settleAttempt }: QuestionFieldServiceDeps) {
  return {
    async forSimulado(
      viewer: SessionUser,
      query: { simuladoId: string },
    ): Promise<QuestionFieldResponse> {
      const simulado = await findSimuladoForDisciplines(db, query.simuladoId);
      if (!simulado) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      await settleAttempt(viewer.id, query.simuladoId);
      if (!(await hasOwnResult(db, viewer.id, query.simuladoId))) throw notFound(RESULT_NOT_FOUND);
      const embargo = keyEmbargoOf(simulado, clock.now());
      if (embargo) return { keyReleasesAt: embargo.toISOString(), participants: 0, questions: [] };
      const { participants, rows } = await listQuestionField(db, query.simuladoId);
      if (participants === 0) return { keyReleasesAt: null, participants, questions: [] };
      const share = (n: number) => (n / participants) * 100;
      return {
        keyReleasesAt: null,
        participants,
        questions: rows.map((row) => ({
          questionId: row.question_id,
          correctPercent: share(row.correct),
          mostChosen: row.top_option as Option | null,
          mostChosenPercent: row.top_option === null ? null : share(row.top_count),
        })),
      };
    },
  };
}

export type QuestionFieldService = ReturnType<typeof createQuestionFieldService>;
