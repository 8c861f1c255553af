import {
  PAPERS_ERROR_CODES,
  PAPERS_MESSAGES as M,
  type BaseTextInput,
  type EditorPaper,
  type QuestionInput,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { ADMIN_MESSAGES } from '@gabaritei/shared';
import {
  assertBlocksContiguous,
  assertNoAttempts,
  cleanHtml,
  cleanQuestion,
} from './papers.policy';
import { presentEditorPaper } from './papers.presenter';
import { assertWeightsKeepKey } from './weights-embargo';
import * as repo from './papers.repository';

export type PapersServiceDeps = { db: Db; clock: Clock };
type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockPaper>>>;

/**
 * The 'Questões' editor. Every write runs in one transaction holding the simulado's row:
 * structural edits (add, change, delete, reorder, blocks) only while nobody has started,
 * and each ends by checking that every base text's questions still sit together.
 */
export function createPapersService({ db }: PapersServiceDeps) {
  async function read(trx: DbOrTx, simuladoId: string): Promise<EditorPaper> {
    const simulado = await repo.findPaper(trx, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    const [questions, baseTexts, corrections, attempts] = await Promise.all([
      repo.listQuestions(trx, simuladoId),
      repo.listBaseTexts(trx, simuladoId),
      repo.listCorrections(trx, simuladoId),
      repo.hasAttempts(trx, simuladoId),
    ]);
    return presentEditorPaper({
      simulado: { ...simulado, paper_version: String(simulado.paper_version) },
      hasAttempts: attempts,
      questions,
      baseTexts,
      corrections,
    });
  }

  /** Runs a structural edit under the lock and answers the paper as it now is. */
  async function structural(
    simuladoId: string,
    edit: (trx: DbOrTx, simulado: Locked) => Promise<void>,
  ): Promise<EditorPaper> {
    await db.transaction().execute(async (trx) => {
      const simulado = await repo.lockPaper(trx, simuladoId);
      if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
      assertNoAttempts(await repo.hasAttempts(trx, simuladoId));
      await edit(trx, simulado);
      assertBlocksContiguous(await repo.listQuestions(trx, simuladoId));
      await assertWeightsKeepKey(trx, simuladoId);
    });
    return read(db, simuladoId);
  }

  async function assertBaseText(trx: DbOrTx, simuladoId: string, id: string | null) {
    if (id === null) return;
    const texts = await repo.listBaseTexts(trx, simuladoId);
    if (!texts.some((t) => t.id === id)) throw badRequest(M.baseTextNotFound);
  }

  async function questionIds(trx: DbOrTx, simuladoId: string): Promise<string[]> {
    return (await repo.listQuestions(trx, simuladoId)).map((q) => q.id);
  }

  /** The ids of the questions numbered first…last, or 400 when the range is not in the paper. */
  function range(ids: string[], input: Pick<BaseTextInput, 'firstQuestion' | 'lastQuestion'>) {
    const { firstQuestion: first, lastQuestion: last } = input;
    if (first > last || last > ids.length)
      throw badRequest(M.rangeInvalid, PAPERS_ERROR_CODES.PAPER_INVALID);
    return ids.slice(first - 1, last);
  }

  async function assertNoOverlap(
    trx: DbOrTx,
    simuladoId: string,
    ids: string[],
    own: string | null,
  ) {
    const questions = await repo.listQuestions(trx, simuladoId);
    const taken = questions.some(
      (q) => ids.includes(q.id) && q.base_text_id !== null && q.base_text_id !== own,
    );
    if (taken) throw badRequest(M.rangeOverlaps, PAPERS_ERROR_CODES.PAPER_INVALID);
  }

  return {
    paper: (simuladoId: string) => read(db, simuladoId),

    createQuestion(simuladoId: string, input: QuestionInput & { position?: number }) {
      return structural(simuladoId, async (trx, simulado) => {
        const values = cleanQuestion(simulado.format, input);
        await assertBaseText(trx, simuladoId, values.base_text_id);
        const ids = await questionIds(trx, simuladoId);
        const at = Math.min(input.position ?? ids.length + 1, ids.length + 1);
        const id = await repo.insertQuestion(trx, simuladoId, ids.length + 1, values);
        await repo.setPositions(trx, simuladoId, [
          ...ids.slice(0, at - 1),
          id,
          ...ids.slice(at - 1),
        ]);
      });
    },

    updateQuestion(simuladoId: string, questionId: string, input: QuestionInput) {
      return structural(simuladoId, async (trx, simulado) => {
        if (!(await questionIds(trx, simuladoId)).includes(questionId))
          throw notFound(M.questionNotFound);
        const values = cleanQuestion(simulado.format, input);
        await assertBaseText(trx, simuladoId, values.base_text_id);
        await repo.updateQuestion(trx, simuladoId, questionId, values);
      });
    },

    deleteQuestion(simuladoId: string, questionId: string) {
      return structural(simuladoId, async (trx) => {
        const ids = await questionIds(trx, simuladoId);
        if (!ids.includes(questionId)) throw notFound(M.questionNotFound);
        await repo.deleteQuestion(trx, simuladoId, questionId);
        await repo.setPositions(
          trx,
          simuladoId,
          ids.filter((id) => id !== questionId),
        );
      });
    },

    reorder(simuladoId: string, orderedIds: string[]) {
      return structural(simuladoId, async (trx) => {
        const ids = await questionIds(trx, simuladoId);
        const same =
          orderedIds.length === ids.length &&
          new Set(orderedIds).size === ids.length &&
          orderedIds.every((id) => ids.includes(id));
        if (!same) throw badRequest(M.reorderMismatch, PAPERS_ERROR_CODES.PAPER_INVALID);
        await repo.setPositions(trx, simuladoId, orderedIds);
      });
    },

    createBaseText(simuladoId: string, input: BaseTextInput) {
      return structural(simuladoId, async (trx) => {
        const members = range(await questionIds(trx, simuladoId), input);
        await assertNoOverlap(trx, simuladoId, members, null);
        const id = await repo.insertBaseText(trx, simuladoId, baseTextValues(input));
        await repo.assignBlock(trx, simuladoId, id, members);
      });
    },

    updateBaseText(simuladoId: string, baseTextId: string, input: BaseTextInput) {
      return structural(simuladoId, async (trx) => {
        await assertBaseText(trx, simuladoId, baseTextId).catch(() => {
          throw notFound(M.baseTextNotFound);
        });
        const members = range(await questionIds(trx, simuladoId), input);
        await assertNoOverlap(trx, simuladoId, members, baseTextId);
        await repo.updateBaseText(trx, simuladoId, baseTextId, baseTextValues(input));
        await repo.assignBlock(trx, simuladoId, baseTextId, members);
      });
    },

    deleteBaseText(simuladoId: string, baseTextId: string) {
      return structural(simuladoId, async (trx) => {
        await assertBaseText(trx, simuladoId, baseTextId).catch(() => {
          throw notFound(M.baseTextNotFound);
        });
        await repo.deleteBaseText(trx, simuladoId, baseTextId);
      });
    },

    read,
  };
}

function baseTextValues(input: BaseTextInput) {
  const content = cleanHtml(input.contentHtml);
  if (!content) throw badRequest(M.emptyContent, PAPERS_ERROR_CODES.PAPER_INVALID);
  return { title: input.title.trim(), content_html: content, line_numbers: input.lineNumbers };
}

export type PapersService = ReturnType<typeof createPapersService>;
