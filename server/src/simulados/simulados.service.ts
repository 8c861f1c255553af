import {
  CATALOGUE_MESSAGES,
  type AdminSimuladoDetail,
  type SessionUser,
  type SimuladoDetail,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { hasAccess } from '../access/access';
import { readBaseTexts } from './base-texts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { canReadAnswerKey, canReadPaper } from './simulados.policy';
import {
  presentKeyedQuestion,
  presentPublicQuestion,
  presentSimuladoSummary,
} from './simulados.presenter';
import {
  findOpenSimulado,
  listKeyedQuestions,
  listOpenSimulados,
  listPublicQuestions,
} from './simulados.repository';

export type SimuladoServiceDeps = { db: Db; clock: Clock };

/** What a viewer gets: the answer key only when `keyed`. */
export type SimuladoDetailView =
  { keyed: false; detail: SimuladoDetail } | { keyed: true; detail: AdminSimuladoDetail };

export function createSimuladoService({ db, clock }: SimuladoServiceDeps) {
  return {
    async list(): Promise<SimuladoSummary[]> {
      return (await listOpenSimulados(db)).map(presentSimuladoSummary);
    },

    /**
     * 404 for an unknown or archived simulado, whoever asks. The questions only to who may
     * sit it now (canReadPaper); everyone else gets the metadata and `questions: []`.
     */
    async detail(id: string, viewer: SessionUser | null): Promise<SimuladoDetailView> {
      const simulado = await findOpenSimulado(db, id);
      if (!simulado) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      const summary = presentSimuladoSummary(simulado);
      if (canReadAnswerKey(viewer)) {
        const questions = (await listKeyedQuestions(db, id)).map((q) =>
          presentKeyedQuestion(q, simulado.subject),
        );
        const baseTexts = await readBaseTexts(db, id, questions);
        return { keyed: true, detail: { ...summary, questions, baseTexts } };
      }
      const paper = canReadPaper({
        viewer,
        hasAccess: viewer !== null && (await hasAccess(db, viewer, id)),
        simulado,
        now: clock.now(),
      });
      const questions = (paper ? await listPublicQuestions(db, id) : []).map((q) =>
        presentPublicQuestion(q, simulado.subject),
      );
      const baseTexts = await readBaseTexts(db, id, questions);
      return { keyed: false, detail: { ...summary, questions, baseTexts } };
    },
  };
}

export type SimuladoService = ReturnType<typeof createSimuladoService>;
