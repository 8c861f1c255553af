import sanitizeHtml from 'sanitize-html';
import { ALT_MAX_CHARS, ASSET_URL_PATTERN, RICH_ALLOWED } from './allow-list';
import { RICH_MAX_NESTING, formulaProblem, htmlNesting } from './formula-limits';
import { findFormulas, splitTags } from './scan';

const CELL_SPAN = /^[1-9][0-9]?$/;
const PIXELS = /^[1-9][0-9]{0,3}$/;
const SCOPES = new Set(['col', 'row', 'colgroup', 'rowgroup']);

/** Keeps an attribute only when its value is one we expect (spans, sizes, scope). */
function keepValid(attribs: Record<string, string>, rules: Record<string, (v: string) => boolean>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    const rule = rules[name];
    if (!rule || rule(value)) kept[name] = value;
  }
  return kept;
}

const span = (v: string) => CELL_SPAN.test(v);
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_ALLOWED.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_ALLOWED.attributes).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  // No scheme at all: an image's src must be a relative asset URL (checked below).
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['src', 'href', 'cite', 'action'],
  allowProtocolRelative: false,
  // Their content is code, not text: dropped with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'object',
    'svg',
    'math',
    'select',
  ],
  disallowedTagsMode: 'discard',
  // Word and editors write b/i/strike; one spelling keeps stored content comparable.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    ins: 'u',
    th: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, { colspan: span, rowspan: span, scope: (v) => SCOPES.has(v) }),
    }),
    td: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, { colspan: span, rowspan: span }),
    }),
    ol: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, { start: (v) => /^[0-9]{1,4}$/.test(v) }),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: keepValid(attribs, {
        width: (v) => PIXELS.test(v),
        height: (v) => PIXELS.test(v),
        alt: (v) => v.length <= ALT_MAX_CHARS,
      }),
    }),
  },
  // An image that is not one of our assets, or has no alternative text, is dropped whole.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!ASSET_URL_PATTERN.test(frame.attribs.src ?? '') || !(frame.attribs.alt ?? '').trim()),
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/**
 * Rich HTML reduced to the allow-list: every write goes through it, and every read
 * (renderRichHtml) again, so a row written by any other path is never trusted. Idempotent.
 */
export function sanitizeRichHtml(html: string): string {
  const once = sanitizeHtml(html, OPTIONS);
  // A second pass settles what the first one's repairs produced (mutation-XSS strings that
  // reparse differently); the output is then a fixed point.
  return sanitizeHtml(once, OPTIONS).trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Plain text (a CSV cell, a question written before rich content) as rich HTML showing the
 * same: each paragraph (blank-line separated) a <p>, single line breaks kept as <br>. ''
 * stays '' (Certo/Errado items have no options).
 */
export function plainTextToRichHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return '';
  return normalised
    .split(/\n{2,}/)
    .map((para) => `<p>${para.split('\n').map(escapeHtml).join('<br />')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: '\u00a0',
};

/** Decodes the entities sanitize-html writes (named few, and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text a rich HTML shows, for places that cannot show HTML (CSV export, logs, the
 * statistics' short labels): blocks and line breaks become line breaks, images their alt.
 */
export function richHtmlToPlainText(html: string): string {
  const withBreaks = sanitizeRichHtml(html)
    .replace(/<img [^>]*alt="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<br \/>/g, '\n')
    .replace(/<\/(p|blockquote)>/g, '\n\n')
    .replace(/<\/(li|tr|caption)>/g, '\n')
    .replace(/<\/t[dh]>/g, '\t')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withBreaks)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The problems an editor must fix before saving (pt-BR): an image without alternative
 * text, or with one too long to keep — the sanitiser would drop either image silently —,
 * formatting nested past RICH_MAX_NESTING, a formula past FORMULA_LIMITS (which no
 * renderer could draw without risking its stack).
 * Read with the same parser as the sanitiser, so an alt holding '>' or markup is still an
 * alt (it is kept as text, escaped).
 */
export function richHtmlIssues(html: string): string[] {
  let missingAlt = false;
  let longestAlt = 0;
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Nothing this pass returns is kept: it only reads the images' attributes.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const alt = frame.attribs.alt ?? '';
      if (!alt.trim()) missingAlt = true;
      longestAlt = Math.max(longestAlt, alt.length);
      return false;
    },
  });
  const issues: string[] = [];
  const nesting = htmlNesting(html);
  if (nesting > RICH_MAX_NESTING)
    issues.push(
      `O conteúdo tem ${nesting} níveis de formatação aninhada; o máximo é ${RICH_MAX_NESTING}.`,
    );
  const formula = formulaIssue(html);
  if (formula) issues.push(`${formula[0]!.toUpperCase()}${formula.slice(1)}.`);
  if (missingAlt) issues.push('Toda imagem precisa de um texto alternativo (descrição).');
  if (longestAlt > ALT_MAX_CHARS)
    issues.push(
      `O texto alternativo de uma imagem tem ${longestAlt} caracteres; o máximo é ${ALT_MAX_CHARS}.`,
    );
  return issues;
}

/** The first formula of a rich HTML that may not be drawn (formula-limits.ts), or null. */
export function formulaIssue(html: string): string | null {
  for (const run of splitTags(html)) {
    if (run.tag) continue;
    for (const { inline, display, dollars } of findFormulas(decodeEntities(run.text))) {
      const problem = formulaProblem(inline ?? display ?? dollars ?? '');
      if (problem) return problem;
    }
  }
  return null;
}
