import { renderRichHtml } from '@gabaritei/shared/content';

/**
 * The one way the client turns stored content into markup: shared's renderer (sanitise, then
 * KaTeX for the LaTeX, tables in their own scroll box) — the server sanitised it on write,
 * and it is sanitised again here because nothing read is trusted.
 */

export const TABLE_REGION_LABEL = 'Tabela (role para o lado para ver tudo)';
export const FORMULA_LABEL = 'Fórmula';

/**
 * A Word import's images before they are stored: the asset-shaped URL the dry run put in
 * the HTML (it passes the sanitiser but serves nothing yet) → the data URL to show.
 */
export type PreviewImages = Readonly<Record<string, string>>;

/**
 * After sanitising: each table box and display formula named for screen readers (they are
 * tab stops, as they may scroll), images loaded lazily, and staged
 * preview images swapped for their data URLs (the server's re-encoded bytes, never input).
 */
function finish(html: string, staged: PreviewImages): string {
  const hasTable = html.includes('rich-table') || html.includes('katex-display');
  if ((!hasTable && !html.includes('<img')) || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html; // inert: nothing in a template runs or loads
  for (const box of template.content.querySelectorAll('.rich-table')) {
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', TABLE_REGION_LABEL);
  }
  // A display formula wider than a phone scrolls in its box: keyboard users must reach it.
  for (const display of template.content.querySelectorAll('.katex-display')) {
    display.setAttribute('tabindex', '0');
    display.setAttribute('role', 'group');
    display.setAttribute('aria-label', FORMULA_LABEL);
  }
  for (const img of template.content.querySelectorAll('img')) {
    // A paper in one scroll holds all its figures: the browser fetches those near the
    // screen, the rest as she scrolls, so 2,000 starts do not each pull the whole paper.
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    const dataUrl = staged[img.getAttribute('src') ?? ''];
    if (dataUrl?.startsWith('data:image/')) img.setAttribute('src', dataUrl);
  }
  return template.innerHTML;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** Rendered markup for stored content; memoised, since a paper re-renders on every answer. */
export function renderRich(html: string, lineNumbers = false, images?: PreviewImages): string {
  const key = `${lineNumbers ? 1 : 0}:${html}`;
  const hit = images ? undefined : cache.get(key);
  if (hit !== undefined) return hit;
  const out = finish(renderRichHtml(html, { lineNumbers }), images ?? {});
  if (images) return out;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, out);
  return out;
}
