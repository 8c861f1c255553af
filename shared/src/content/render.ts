import katex from 'katex';
import { decodeEntities, escapeHtml, sanitizeRichHtml } from './sanitize';

/**
 * `\( … \)` inline, `\[ … \]` and `$$ … $$` display. One formula lives in one text run:
 * formatting inside a formula is not LaTeX and is not read as such.
 */
const FORMULA = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

/** KaTeX as HTML plus MathML: screen readers read the MathML, print needs no font fetch. */
function renderFormula(tex: string, displayMode: boolean): string {
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
}

function expandFormulas(escapedText: string): string {
  return escapedText.replace(FORMULA, (_, inline?: string, display?: string, dollars?: string) => {
    const tex = decodeEntities(inline ?? display ?? dollars ?? '');
    return renderFormula(tex, inline === undefined);
  });
}

/** Sanitised HTML split into tags and text runs; text is escaped, so `<` only opens a tag. */
function tokens(html: string): string[] {
  return html.split(/(<[^>]*>)/).filter((t) => t !== '');
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
  let line = 0;
  let inParagraph = false;
  let open: string[] = [];
  const startLine = () => {
    line += 1;
    out.push(`<span class="rich-line"><span class="rich-ln">${line}</span> `);
  };
  for (const part of parts) {
    const name = isTag(part) ? tagName(part) : '';
    if (name === 'p' && !isClose(part)) {
      out.push(part);
      inParagraph = true;
      open = [];
      startLine();
    } else if (name === 'p') {
      out.push('</span>', part);
      inParagraph = false;
    } else if (inParagraph && name === 'br') {
      out.push(...[...open].reverse().map((o) => `</${tagName(o)}>`), '</span>');
      startLine();
      out.push(...open);
    } else {
      if (inParagraph && name && !VOID.has(name)) {
        if (isClose(part)) open = open.slice(0, open.map(tagName).lastIndexOf(name));
        else open.push(part);
      }
      out.push(part);
    }
  }
  return out;
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
