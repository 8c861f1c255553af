/**
 * The one way the client turns stored content into markup: shared's renderer (sanitise, then
 * KaTeX for the LaTeX) — the server sanitised it on write, and it is sanitised again here
 * because nothing read is trusted — then tables wrapped so they scroll inside their own box.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Until shared's renderer is wired: escaped text, one paragraph per line. */
function renderRichHtml(html: string, _opts?: { lineNumbers?: boolean }): string {
  return html
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export const TABLE_REGION_LABEL = 'Tabela (role para o lado para ver tudo)';

/**
 * Each table in a focusable, labelled box that scrolls sideways: a wide table never widens
 * the page (200 % zoom on a phone), and keyboard users can scroll it.
 */
function wrapTables(html: string): string {
  if (!html.includes('<table') || typeof document === 'undefined') return html;
  const template = document.createElement('template');
  template.innerHTML = html; // inert: nothing in a template runs or loads
  for (const table of template.content.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'rich-table-scroll';
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', TABLE_REGION_LABEL);
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** Rendered markup for stored content; memoised, since a paper re-renders on every answer. */
export function renderRich(html: string, lineNumbers = false): string {
  const key = `${lineNumbers ? 1 : 0}:${html}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = wrapTables(renderRichHtml(html, { lineNumbers }));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, out);
  return out;
}
