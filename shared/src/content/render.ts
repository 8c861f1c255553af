import katex from 'katex';
import { formulaProblem } from './formula-limits';
import { replaceFormulas, splitTags } from './scan';
import { decodeEntities, escapeHtml, sanitizeRichHtml } from './sanitize';

/** A formula shown as its source, as typed: what a reader gets when KaTeX cannot draw it. */
const asSource = (tex: string) => `<code class="rich-tex">${escapeHtml(tex)}</code>`;

/**
 * KaTeX as HTML plus MathML: screen readers read the MathML, print needs no font fetch.
 * Writes refuse a formula past FORMULA_LIMITS, but a row written before them, or by another
 * path, is shown as its source instead of reaching KaTeX; and whatever KaTeX still throws
 * (a RangeError escapes `throwOnError: false`) leaves the source too, never a broken page.
 */
function renderFormula(tex: string, displayMode: boolean): string {
  if (formulaProblem(tex)) return asSource(tex);
  try {
    return katex.renderToString(tex, {
      displayMode,
      output: 'htmlAndMathml',
      throwOnError: false,
      // No \href, \url, \includegraphics, \htmlClass…: a formula can only draw maths.
      trust: false,
      strict: 'ignore',
      maxSize: 20,
      maxExpand: 200,
    });
  } catch {
    return asSource(tex);
  }
}

function expandFormulas(escapedText: string): string {
  return replaceFormulas(escapedText, ({ inline, display, dollars }) => {
    const tex = decodeEntities(inline ?? display ?? dollars ?? '');
    return renderFormula(tex, inline === undefined);
  });
}

/** Sanitised HTML split into tags and text runs; text is escaped, so `<` only opens a tag. */
function tokens(html: string): string[] {
  return splitTags(html).map((piece) => piece.text);
}

const tagName = (token: string) => /^<\/?([a-z0-9]+)/.exec(token)?.[1] ?? '';
const isTag = (token: string) => token.startsWith('<');
const isClose = (token: string) => token.startsWith('</');
const VOID = new Set(['br', 'img']);

/**
 * Numbers the lines of a base text: each paragraph starts a line and each line break
 * inside one starts the next, as the author laid them out (questions cite 'linhas 5 a 8').
 * Inline formatting open across a break is closed and reopened around it.
 */
function numberLines(parts: string[]): string[] {
  const out: string[] = [];
  const credit = trailingCredit(parts);
  let line = 0;
  let inParagraph = false;
  let inCredit = false;
  let open: string[] = [];
  const startLine = () => {
    line += 1;
    out.push(`<span class="rich-line"><span class="rich-ln">${line}</span> `);
  };
  parts.forEach((part, index) => {
    const name = isTag(part) ? tagName(part) : '';
    if (index === credit) {
      out.push(part);
      inCredit = true;
    } else if (inCredit) {
      out.push(part);
      if (name === 'p' && isClose(part)) inCredit = false;
    } else if (name === 'p' && !isClose(part)) {
      out.push(part);
      inParagraph = true;
      open = [];
      startLine();
    } else if (name === 'p') {
      out.push('</span>', part);
      inParagraph = false;
    } else if (inParagraph && name === 'br') {
      for (let i = open.length - 1; i >= 0; i -= 1) out.push(`</${tagName(open[i]!)}>`);
      out.push('</span>');
      startLine();
      for (const tag of open) out.push(tag);
    } else {
      if (inParagraph && name && !VOID.has(name)) {
        if (isClose(part)) open = open.slice(0, open.map(tagName).lastIndexOf(name));
        else open.push(part);
      }
      out.push(part);
    }
  });
  return out;
}

/** '(Crônica adaptada…)', 'Fonte: …', 'Disponível em: …', 'Adaptado de …': a source line. */
const CREDIT = /^(?:\(.*\)|(?:fonte|dispon[ií]vel em|adaptado de|texto adaptado)\b.*)$/isu;

/**
 * The opening `<p>` of a source credit closing the text, or -1: the credit follows the
 * text, it is not one of its lines, so it gets no number (the lines a question cites stop
 * at the text's last line, as on the printed paper).
 */
function trailingCredit(parts: string[]): number {
  let start = -1;
  parts.forEach((part, index) => {
    if (isTag(part) && tagName(part) === 'p' && !isClose(part)) start = index;
  });
  const earlier = parts.slice(0, Math.max(start, 0)).some((p) => isTag(p) && tagName(p) === 'p');
  if (start < 0 || !earlier) return -1;
  const text = decodeEntities(
    parts
      .slice(start)
      .filter((p) => !isTag(p))
      .join(''),
  ).trim();
  return CREDIT.test(text) ? start : -1;
}

export type RenderOptions = {
  /** Base texts: number each line (paragraph or line break). */
  lineNumbers?: boolean;
};

/**
 * What a candidate sees, from stored rich HTML: sanitised again (nothing stored is
 * trusted), formulas expanded by KaTeX, tables wrapped in their own scrolling box, and
 * optionally the lines numbered. Pure: the client's renderer and the PDF template both
 * print this, so the exam, the review and the PDF show the same.
 */
export function renderRichHtml(html: string, options: RenderOptions = {}): string {
  let parts = tokens(sanitizeRichHtml(html));
  if (options.lineNumbers) parts = numberLines(parts);
  return parts
    .map((part) => {
      if (!isTag(part)) return expandFormulas(part);
      if (part === '<table>') return '<div class="rich-table" tabindex="0"><table>';
      if (part === '</table>') return '</table></div>';
      return part;
    })
    .join('');
}

/** A plain-text label (a title, a reason) safe to put inside rendered HTML. */
export { escapeHtml };
