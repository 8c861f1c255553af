import {
  ADMIN_MESSAGES,
  PAPERS_ERROR_CODES,
  PAPERS_MESSAGES as M,
  type Option,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { assetUrl } from '@gabaritei/shared/content';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError, badRequest, notFound } from '../http/errors';
import { storeAsset } from './assets.service';
import { assertNoAttempts, cleanHtml, cleanQuestion } from './papers.policy';
import * as repo from './papers.repository';

/** A whole paper as an import builds it. HTML refers to images as `src="asset:REF"`. */
export type PaperDraft = {
  questions: Array<{
    text: string;
    optionA: string;
    optionB: string;
    optionC: string;
    optionD: string;
    optionE: string | null;
    correctOption: Option;
    weight: number;
    subject: string | null;
    explanation: string | null;
  }>;
  /** 1-based, inclusive, contiguous and not overlapping. */
  baseTexts: Array<{
    title: string;
    contentHtml: string;
    lineNumbers: boolean;
    firstQuestion: number;
    lastQuestion: number;
  }>;
  assets: Array<{ ref: string; bytes: Uint8Array }>;
};

export type PaperReplaced = {
  questionCount: number;
  baseTextCount: number;
  assets: Array<{ ref: string; id: string; url: string }>;
};

const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';

/** `src="asset:REF"` → the stored asset's URL (a placeholder one while only validating). */
function withAssetUrls(html: string, urls: Map<string, string>, missing: Set<string>): string {
  return html.replace(/(["'])asset:([^"']+)\1/g, (_, quote: string, ref: string) => {
    const url = urls.get(ref);
    if (!url) missing.add(ref);
    return `${quote}${url ?? ''}${quote}`;
  });
}

function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  throw error;
}

/**
 * Every problem of a draft, pt-BR, each naming its question ('Questão 3: …') or base text:
 * what a dry run lists. Empty when `replacePaper` would accept it.
 */
export function validatePaperDraft(draft: PaperDraft, format: SimuladoFormat): string[] {
  const placeholderUrls = new Map(
    draft.assets.map((a) => [a.ref, assetUrl(PLACEHOLDER, PLACEHOLDER)]),
  );
  return check(draft, format, placeholderUrls).errors;
}

function check(draft: PaperDraft, format: SimuladoFormat, urls: Map<string, string>) {
  const errors: string[] = [];
  const missing = new Set<string>();
  const fix = (html: string) => withAssetUrls(html, urls, missing);
  const fixNull = (html: string | null) => (html === null ? null : fix(html));
  if (draft.questions.length === 0) errors.push(M.emptyPaper);
  const taken = new Set<number>();
  const blocks = draft.baseTexts.map((text, i) => {
    const label = `${text.title || `Texto ${i + 1}`}`;
    const { firstQuestion: first, lastQuestion: last } = text;
    if (first < 1 || first > last || last > draft.questions.length)
      errors.push(`${label}: ${M.rangeInvalid}`);
    for (let n = first; n <= last; n += 1) {
      if (taken.has(n)) errors.push(`${label}: ${M.rangeOverlaps}`);
      taken.add(n);
    }
    try {
      const content = cleanHtml(fix(text.contentHtml));
      if (!content) errors.push(`${label}: ${M.emptyContent}`);
      if (!text.title.trim()) errors.push(`${label}: ${M.titleRequired}`);
      return { ...text, title: text.title.trim().slice(0, 120), content };
    } catch (error) {
      errors.push(`${label}: ${messageOf(error)}`);
      return null;
    }
  });
  const questions = draft.questions.map((q, i) => {
    try {
      return cleanQuestion(format, {
        ...q,
        text: fix(q.text),
        optionA: fix(q.optionA),
        optionB: fix(q.optionB),
        optionC: fix(q.optionC),
        optionD: fix(q.optionD),
        optionE: fixNull(q.optionE),
        explanation: fixNull(q.explanation),
        baseTextId: null,
      });
    } catch (error) {
      for (const line of messageOf(error).split('\n')) errors.push(`Questão ${i + 1}: ${line}`);
      return null;
    }
  });
  for (const ref of missing) errors.push(`Imagem "${ref}" não encontrada no arquivo.`);
  return { errors: [...new Set(errors)], blocks, questions };
}

/**
 * Replaces a simulado's whole paper — questions, base texts and the images they use — in
 * one transaction, under the rule of every import: only while nobody has started (409
 * SIMULADO_HAS_ATTEMPTS), all or nothing (400 PAPER_INVALID listing every problem), 404 for
 * an unknown or archived simulado. Images already stored stay (an editor may still use
 * them); the paper's HTML is sanitised as on every write.
 */
export async function replacePaper(
  deps: { db: Db; clock: Clock },
  simuladoId: string,
  draft: PaperDraft,
): Promise<PaperReplaced> {
  return deps.db.transaction().execute(async (trx) => {
    const simulado = await repo.lockPaper(trx, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    assertNoAttempts(await repo.hasAttempts(trx, simuladoId));
    const dry = check(
      draft,
      simulado.format,
      new Map(draft.assets.map((a) => [a.ref, assetUrl(PLACEHOLDER, PLACEHOLDER)])),
    );
    if (dry.errors.length > 0)
      throw badRequest(dry.errors.join('\n'), PAPERS_ERROR_CODES.PAPER_INVALID);

    const stored: PaperReplaced['assets'] = [];
    for (const asset of draft.assets) {
      const ref = await storeAsset(trx, simuladoId, asset.bytes);
      stored.push({ ref: asset.ref, ...ref });
    }
    const { blocks, questions } = check(
      draft,
      simulado.format,
      new Map(stored.map((a) => [a.ref, a.url])),
    );

    for (const text of await repo.listBaseTexts(trx, simuladoId))
      await repo.deleteBaseText(trx, simuladoId, text.id);
    for (const q of await repo.listQuestions(trx, simuladoId))
      await repo.deleteQuestion(trx, simuladoId, q.id);
    const ids: string[] = [];
    for (const [i, values] of questions.entries())
      if (values) ids.push(await repo.insertQuestion(trx, simuladoId, i + 1, values));
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
    return { questionCount: ids.length, baseTextCount: blocks.length, assets: stored };
  });
}
