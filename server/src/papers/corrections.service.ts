import {
  ADMIN_MESSAGES,
  EXAM_ERRATA_EVENT,
  PAPERS_ERROR_CODES,
  PAPERS_MESSAGES as M,
  type CorrectionInput,
  type EditorPaper,
  type ExamErrata,
  type SessionUser,
  isPaperField,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { rooms, type EventPublisher } from '../realtime/types';
import { cleanHtml, isBlank } from './papers.policy';
import type { PapersService } from './papers.service';
import * as repo from './papers.repository';

export type CorrectionsDeps = {
  db: Db;
  clock: Clock;
  papers: PapersService;
  events: EventPublisher;
};

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
 * decision and its regrade do) and never adds or removes an option. Once committed, a
 * field the paper shows goes to the screens of the simulado's running sessions
 * (`exam:errata`); the explanation is the commented key and stays on the server.
 */
export function createCorrectionsService({ db, clock, papers, events }: CorrectionsDeps) {
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

  /** To each candidate sitting it now: her screen applies it in place with a notice. */
  async function announceErrata(errata: ExamErrata): Promise<void> {
    for (const userId of await repo.runningSessionUsers(db, errata.simuladoId))
      events.toRoom(rooms.user(userId), EXAM_ERRATA_EVENT, errata);
  }

  return {
    async correct(
      actor: SessionUser,
      simuladoId: string,
      input: CorrectionInput,
    ): Promise<EditorPaper> {
      const errata = await db.transaction().execute(async (trx) => {
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
        const paperVersion = await repo.paperVersion(trx, simuladoId);
        const correctedAt = clock.now();
        await repo.insertCorrection(trx, {
          simulado_id: simuladoId,
          target: input.target,
          target_id: input.id,
          field: input.field,
          before_html: was ?? '',
          after_html: next,
          reason: input.reason.trim(),
          corrected_by: actor.id,
          paper_version: paperVersion,
          created_at: correctedAt,
        });
        if (!isPaperField(input.field)) return null;
        return {
          simuladoId,
          paperVersion,
          target: input.target,
          targetId: input.id,
          field: input.field,
          html: next,
          reason: input.reason.trim(),
          correctedAt: correctedAt.toISOString(),
        } as ExamErrata;
      });
      if (errata) await announceErrata(errata);
      return papers.read(db, simuladoId);
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
