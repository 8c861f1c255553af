import { ADMIN_MESSAGES, PAPERS_ERROR_CODES } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { yieldToRequests } from '../db/yield-to-requests';
import { badRequest, notFound } from '../http/errors';
import { storeAsset } from './assets.service';
import { preparePaper, withStoredUrls, type PaperDraft, type PreparedPaper } from './paper-check';
import { assertNoAttempts } from './papers.policy';
import { markAnnulled } from './annulment.repository';
import * as repo from './papers.repository';
import { assertWeightsKeepKey } from './weights-embargo';

export {
  preparePaper,
  validatePaperDraft,
  type PaperDraft,
  type PreparedPaper,
} from './paper-check';

/** Why an imported question is annulled: the file said 'Gabarito: ANULADA'. */
const IMPORTED_ANNULMENT = 'Anulada no arquivo importado.';

export type PaperReplaced = {
  questionCount: number;
  baseTextCount: number;
  assets: Array<{ ref: string; id: string; url: string }>;
};

/**
 * Replaces a simulado's whole paper — questions, base texts and the images they use — in
 * one transaction, under the rule of every import: only while nobody has started (409
 * SIMULADO_HAS_ATTEMPTS), all or nothing (400 PAPER_INVALID listing every problem), 404 for
 * an unknown or archived simulado. Images already stored stay (an editor may still use
 * them); the paper's HTML is sanitised as on every write, once: `prepared`, when given,
 * is `preparePaper(draft)`'s result, and only its image URLs change here.
 */
export async function replacePaper(
  deps: { db: Db; clock: Clock },
  simuladoId: string,
  draft: PaperDraft,
  prepared?: PreparedPaper,
): Promise<PaperReplaced> {
  return deps.db.transaction().execute(async (trx) => {
    const simulado = await repo.lockPaper(trx, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    assertNoAttempts(await repo.hasAttempts(trx, simuladoId));
    // An import hands in the paper it already checked off the request thread, for the
    // format it read; anything else is checked here.
    const dry =
      prepared?.format === simulado.format ? prepared : preparePaper(draft, simulado.format);
    if (dry.errors.length > 0)
      throw badRequest(dry.errors.join('\n'), PAPERS_ERROR_CODES.PAPER_INVALID);

    const stored: PaperReplaced['assets'] = [];
    for (const asset of draft.assets) {
      const ref = await storeAsset(trx, simuladoId, asset.bytes);
      stored.push({ ref: asset.ref, ...ref });
    }
    const { blocks, questions } = withStoredUrls(dry, new Map(stored.map((a) => [a.ref, a.url])));

    for (const text of await repo.listBaseTexts(trx, simuladoId))
      await repo.deleteBaseText(trx, simuladoId, text.id);
    for (const q of await repo.listQuestions(trx, simuladoId))
      await repo.deleteQuestion(trx, simuladoId, q.id);
    const ids: string[] = [];
    for (const [i, values] of questions.entries()) {
      if (i % 25 === 0) await yieldToRequests();
      if (!values) continue;
      const id = await repo.insertQuestion(trx, simuladoId, i + 1, values);
      ids.push(id);
      if (draft.questions[i]?.annulled)
        await markAnnulled(trx, simuladoId, id, deps.clock.now(), IMPORTED_ANNULMENT);
    }
    for (const block of blocks) {
      if (!block) continue;
      const id = await repo.insertBaseText(trx, simuladoId, {
        title: block.title,
        content_html: block.content,
        line_numbers: block.lineNumbers,
      });
      await repo.assignBlock(
        trx,
        simuladoId,
        id,
        ids.slice(block.firstQuestion - 1, block.lastQuestion),
      );
    }
    await assertWeightsKeepKey(trx, simuladoId);
    return { questionCount: ids.length, baseTextCount: blocks.length, assets: stored };
  });
}
