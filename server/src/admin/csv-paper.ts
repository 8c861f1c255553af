import { ADMIN_MESSAGES as M, type SimuladoFormat } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { preparePaper, replacePaper, type PreparedPaper } from '../papers/paper-replace';
import { assertWeightsKeepKey } from '../papers/weights-embargo';
import { ADMIN_ERROR_CODES } from './admin.policy';
import * as repo from './admin.repository';
import type { CsvQuestion } from './csv-import';
import { csvPaperDraft } from './csv-paper-draft';

export { csvPaperDraft } from './csv-paper-draft';

/**
 * Stores a parsed CSV, all or nothing, while nobody has started. Without base texts the
 * questions go in as they always did; with them, through the papers' own replacePaper, the
 * one writer of base texts, after storage's checks are listed as the CSV's errors.
 */
export async function storeCsvQuestions(
  deps: { db: Db; clock: Clock },
  simulado: { id: string; format: SimuladoFormat },
  questions: CsvQuestion[],
  /** `preparePaper` of the CSV's draft, when it was already made off the request thread. */
  prepared: PreparedPaper | null = null,
): Promise<void> {
  if (questions.some((q) => q.baseText !== null)) {
    const draft = csvPaperDraft(questions);
    const checked = prepared ?? preparePaper(draft, simulado.format);
    const problems = checked.errors;
    if (problems.length > 0)
      throw badRequest(
        [M.csvErrors(problems.length), ...problems].join('\n'),
        ADMIN_ERROR_CODES.CSV_INVALID,
      );
    await replacePaper(deps, simulado.id, draft, checked);
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockOpenSimulado(trx, simulado.id))) throw notFound(M.simuladoNotFound);
    if (await repo.hasAttempts(trx, simulado.id))
      throw conflict(M.simuladoHasAttempts, ADMIN_ERROR_CODES.SIMULADO_HAS_ATTEMPTS);
    await repo.replaceQuestions(trx, simulado.id, questions);
    await assertWeightsKeepKey(trx, simulado.id);
  });
}
