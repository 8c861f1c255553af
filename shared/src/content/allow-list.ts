/**
 * The documented allow-list of rich content (docs/PRODUCT.md, "Papers: rich content and
 * base texts"). Stems, options, explanations and base texts are stored as HTML made only of
 * these tags and attributes; anything else is dropped on every write and again on read.
 */
export const RICH_ALLOWED = {
  tags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  attributes: {
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
} as const satisfies { tags: readonly string[]; attributes: Record<string, readonly string[]> };

/** The longest alternative text an image keeps: a longer one is refused with its own message. */
export const ALT_MAX_CHARS = 500;

/**
 * The only image source allowed: a stored asset of a simulado, served under the paper's
 * own policy. No remote image, `data:` or `javascript:` URL can reach a candidate.
 */
export const ASSET_URL_PATTERN =
  /^\/api\/simulados\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/assets\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The URL of one asset (the upload answers it; the HTML refers to it). */
export function assetUrl(simuladoId: string, assetId: string): string {
  return `/api/simulados/${simuladoId}/assets/${assetId}`;
}
