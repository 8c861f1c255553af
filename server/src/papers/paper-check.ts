import { PAPERS_MESSAGES as M, type Option, type SimuladoFormat } from '@gabaritei/shared';
import { assetUrl } from '@gabaritei/shared/content';
import { AppError } from '../http/errors';
import { cleanHtml, cleanQuestion } from './papers.policy';

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
    /** 'Gabarito: ANULADA' in a Word file: stored annulled (its key then counts for no one). */
    annulled?: boolean;
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

export type PaperCheck = ReturnType<typeof check>;

/**
 * A URL standing for one image of a draft until it is stored: an asset URL the sanitiser
 * keeps as it is, one per image, so storing swaps each for the real one as text.
 */
const placeholderUrl = (index: number) =>
  assetUrl(PLACEHOLDER, `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`);

/**
 * A draft checked and sanitised once, each image's HTML pointing at its placeholder URL:
 * the CPU-heavy half of an import (every field sanitised twice), which runs off the
 * request thread; `replacePaper` then only swaps the placeholders for the stored URLs.
 */
export type PreparedPaper = PaperCheck & {
  format: SimuladoFormat;
  placeholders: Array<{ ref: string; url: string }>;
};

export function preparePaper(draft: PaperDraft, format: SimuladoFormat): PreparedPaper {
  const placeholders = draft.assets.map((asset, i) => ({ ref: asset.ref, url: placeholderUrl(i) }));
  const checked = check(draft, format, new Map(placeholders.map((p) => [p.ref, p.url])));
  return { ...checked, format, placeholders };
}

/** The prepared paper's HTML with each placeholder swapped for its stored image's URL. */
export function withStoredUrls(
  prepared: PreparedPaper,
  stored: ReadonlyMap<string, string>,
): Pick<PaperCheck, 'questions' | 'blocks'> {
  const swaps = prepared.placeholders.map((p) => [p.url, stored.get(p.ref) ?? ''] as const);
  const swap = (html: string) => swaps.reduce((out, [from, to]) => out.replaceAll(from, to), html);
  const swapNull = (html: string | null) => (html === null ? null : swap(html));
  return {
    questions: prepared.questions.map((q) =>
      q === null
        ? null
        : {
            ...q,
            text: swap(q.text),
            option_a: swap(q.option_a),
            option_b: swap(q.option_b),
            option_c: swap(q.option_c),
            option_d: swap(q.option_d),
            option_e: swapNull(q.option_e),
            explanation: swapNull(q.explanation),
          },
    ),
    blocks: prepared.blocks.map((b) => (b === null ? null : { ...b, content: swap(b.content) })),
  };
}
