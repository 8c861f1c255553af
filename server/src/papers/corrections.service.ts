import {
  ADMIN_MESSAGES,
  PAPERS_ERROR_CODES,
  PAPERS_MESSAGES as M,
  type CorrectionInput,
  type EditorPaper,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { cleanHtml, isBlank } from './papers.policy';
import type { PapersService } from './papers.service';
import * as repo from './papers.repository';

export type CorrectionsDeps = { db: Db; clock: Clock; papers: PapersService };

const QUESTION_COLUMN = {
  text: 'text',
  optionA: 'option_a',
  optionB: 'option_b',
  optionC: 'option_c',
  optionD: 'option_d',
  optionE: 'option_e',
  explanation: 'explanation',
} as const;

/**
 * A correction of text (a typo found during the exam): one field of a question or base
 * text, with a reason. It writes the new text, which bumps the paper version (the trigger),
 * so open sessions read the corrected paper on their next load, and keeps before, after,
 * reason, who and that version in the audit list. It never touches the key (only the key
 * decision and its regrade do) and never adds or removes an option.
 */
export function createCorrectionsService({ db, clock, papers }: CorrectionsDeps) {
  async function before(trx: DbOrTx, simuladoId: string, input: CorrectionInput) {
    if (input.target === 'QUESTION') {
      const row = (await repo.listQuestions(trx, simuladoId)).find((q) => q.id === input.id);
      if (!row) throw notFound(M.questionNotFound);
      return row[QUESTION_COLUMN[input.field]];
    }
    const row = (await repo.listBaseTexts(trx, simuladoId)).find((t) => t.id === input.id);
    if (!row) throw notFound(M.baseTextNotFound);
    return input.field === 'title' ? row.title : row.content_html;
  }

  function after(input: CorrectionInput, was: string | null): string {
    if (input.target === 'BASE_TEXT' && input.field === 'title') {
      const title = input.html.trim();
      if (!title || title.length > 120) throw badRequest(M.titleRequired);
      return title;
    }
    const html = cleanHtml(input.html);
    const isOption = input.target === 'QUESTION' && input.field.startsWith('option');
    // An option that is not there stays away, and one that is stays: the answers given
    // name letters, and a letter must keep meaning the same option.
    if (isOption && (!was || isBlank(html)))
      throw badRequest(M.optionsFixed, PAPERS_ERROR_CODES.PAPER_INVALID);
    if (!isOption && input.field !== 'explanation' && isBlank(html))
      throw badRequest(M.emptyContent, PAPERS_ERROR_CODES.PAPER_INVALID);
    return html;
  }

  return {
    async correct(
      actor: SessionUser,
      simuladoId: string,
      input: CorrectionInput,
    ): Promise<EditorPaper> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.lockPaper(trx, simuladoId)))
          throw notFound(ADMIN_MESSAGES.simuladoNotFound);
        const was = await before(trx, simuladoId, input);
        const next = after(input, was);
        if (next === (was ?? '')) throw badRequest(M.noChange);
        if (input.target === 'QUESTION') {
          const value = input.field === 'explanation' && isBlank(next) ? null : next;
          await repo.updateQuestion(trx, simuladoId, input.id, {
            [QUESTION_COLUMN[input.field]]: value,
          });
        } else {
          await repo.updateBaseText(trx, simuladoId, input.id, {
            [input.field === 'title' ? 'title' : 'content_html']: next,
          });
        }
        await repo.insertCorrection(trx, {
          simulado_id: simuladoId,
          target: input.target,
          target_id: input.id,
          field: input.field,
          before_html: was ?? '',
          after_html: next,
          reason: input.reason.trim(),
          corrected_by: actor.id,
          paper_version: await repo.paperVersion(trx, simuladoId),
          created_at: clock.now(),
        });
      });
      return papers.read(db, simuladoId);
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
