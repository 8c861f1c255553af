/**
 * Linear scans of rich text. A regular expression that looks for a closing delimiter
 * (`<[^>]*>`, `\(…\)`) restarts its search at every opening it finds, so a field of
 * 100,000 openings with no closing costs seconds of one thread — the one serving the exam
 * when an editor write or an import checks it. These scans look for each closing once:
 * once one is known to be absent, no later opening is tried against it.
 */

/** One formula: where it stands in the text and its TeX, by delimiter. */
export type FormulaMatch = {
  index: number;
  length: number;
  /** `\( … \)` */
  inline?: string;
  /** `\[ … \]` */
  display?: string;
  /** `$$ … $$` */
  dollars?: string;
};

const DELIMITERS = [
  { open: '\\(', close: '\\)', kind: 'inline' },
  { open: '\\[', close: '\\]', kind: 'display' },
  { open: '$$', close: '$$', kind: 'dollars' },
] as const;

/**
 * The formulas of a text, left to right, as `/\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|
 * \$\$([\s\S]+?)\$\$/g` finds them (a formula has at least one character; the first
 * closing after it ends it), in time linear in the text.
 */
export function findFormulas(text: string): FormulaMatch[] {
  const found: FormulaMatch[] = [];
  const unclosed = new Set<string>();
  let i = 0;
  while (i < text.length - 1) {
    let next = i + 1;
    for (const { open, close, kind } of DELIMITERS) {
      if (unclosed.has(kind) || !text.startsWith(open, i)) continue;
      const end = text.indexOf(close, i + open.length + 1);
      if (end === -1) {
        unclosed.add(kind);
        continue;
      }
      found.push({
        index: i,
        length: end + close.length - i,
        [kind]: text.slice(i + open.length, end),
      });
      next = end + close.length;
      break;
    }
    i = next;
  }
  return found;
}

/** `text` with each formula replaced by what `replace` makes of it. */
export function replaceFormulas(text: string, replace: (formula: FormulaMatch) => string): string {
  let out = '';
  let at = 0;
  for (const formula of findFormulas(text)) {
    out += text.slice(at, formula.index) + replace(formula);
    at = formula.index + formula.length;
  }
  return out + text.slice(at);
}

/**
 * The text runs and tags of an HTML text, in order, as `split(/(<[^>]*>)/)` gives them
 * (empty runs left out): a tag runs from a `<` to the first `>` after it; past the last
 * `>` everything is text.
 */
export function splitTags(html: string): { text: string; tag: boolean }[] {
  const parts: { text: string; tag: boolean }[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open);
    if (close === -1) break;
    if (open > at) parts.push({ text: html.slice(at, open), tag: false });
    parts.push({ text: html.slice(open, close + 1), tag: true });
    at = close + 1;
  }
  if (at < html.length) parts.push({ text: html.slice(at), tag: false });
  return parts;
}
