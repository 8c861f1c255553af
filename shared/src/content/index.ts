/**
 * `@gabaritei/shared/content`: the sanitiser and the renderer of rich content. A subpath of
 * its own so that sanitize-html and KaTeX are loaded only where content is written or shown.
 * The schemas live in the main entry (contract use).
 */
export { ALT_MAX_CHARS, ASSET_URL_PATTERN, RICH_ALLOWED, assetUrl } from './allow-list';
export {
  decodeEntities,
  escapeHtml,
  formulaIssue,
  plainTextToRichHtml,
  richHtmlIssues,
  richHtmlToPlainText,
  sanitizeRichHtml,
} from './sanitize';
export { renderRichHtml, type RenderOptions } from './render';
export { FORMULA_LIMITS, RICH_MAX_NESTING } from './formula-limits';
export { RICH_CONTENT_CSS } from './styles';
