import { splitTags } from './scan';

/**
 * How long and how deeply nested one formula may be. KaTeX's parser recurses once per
 * level and overflows the stack near 800 levels of `\sqrt{`, `x^{` or `\frac{1}{` (a
 * RangeError its `throwOnError: false` does not catch); a real exam's formula nests under
 * ten. The length also bounds nesting that takes no braces (`\sqrt\sqrt…x`).
 */
export const FORMULA_LIMITS = { maxChars: 1_000, maxDepth: 20 } as const;

/** HTML nested deeper than this is refused on write: Word and the editor never reach it. */
export const RICH_MAX_NESTING = 40;

/** The deepest nesting of a formula: braces, `\left … \right` and `\begin … \end`. */
export function formulaDepth(tex: string): number {
  let depth = 0;
  let deepest = 0;
  const commands = /\\(left|right|begin|end)(?![a-zA-Z])|\\.|[{}]/g;
  for (const [token, command] of tex.matchAll(commands)) {
    if (token === '{' || command === 'left' || command === 'begin') depth += 1;
    else if (token === '}' || command === 'right' || command === 'end') depth -= 1;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

/** What keeps one formula from being drawn safely (pt-BR), or null when it may be. */
export function formulaProblem(tex: string): string | null {
  const depth = formulaDepth(tex);
  if (depth > FORMULA_LIMITS.maxDepth)
    return `uma fórmula tem ${depth} níveis de chaves aninhadas; o máximo é ${FORMULA_LIMITS.maxDepth}`;
  if (tex.length > FORMULA_LIMITS.maxChars)
    return `uma fórmula tem ${tex.length} caracteres; o máximo é ${FORMULA_LIMITS.maxChars}`;
  return null;
}

const VOID = new Set(['br', 'img', 'hr', 'wbr', 'col', 'input', 'meta', 'link', 'source']);

/** The deepest element nesting of an HTML text, read tag by tag (no tree is built). */
export function htmlNesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  // Tag by tag: each piece holds one `>`, at its end, so the pattern never rescans.
  for (const piece of splitTags(html)) {
    if (!piece.tag) continue;
    for (const [, close, name, selfClosing] of piece.text.matchAll(
      /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g,
    )) {
      if (VOID.has(name!.toLowerCase()) || selfClosing) continue;
      depth = close ? Math.max(0, depth - 1) : depth + 1;
      if (depth > deepest) deepest = depth;
    }
  }
  return deepest;
}
