import { describe, expect, it } from 'vitest';
import {
  plainTextToRichHtml,
  richHtmlIssues,
  richHtmlToPlainText,
  sanitizeRichHtml,
} from './sanitize';
import { XSS_CORPUS, XSS_MARKERS } from './xss-corpus';

const ASSET =
  '/api/simulados/00000000-0000-4000-8000-000000000000/assets/00000000-0000-4000-8000-000000000001';

describe('sanitizeRichHtml', () => {
  it('keeps the allow-list: formatting, lists, quotes, tables with headers, images with alt', () => {
    const html =
      '<p><strong>INCORRETA</strong> <em>itálico</em> <u>sub</u> <s>riscado</s> H<sub>2</sub>O x<sup>2</sup><br />linha</p>' +
      '<ul><li>um</li></ul><ol start="3"><li>três</li></ol><blockquote><p>citação</p></blockquote>' +
      '<table><thead><tr><th scope="col">p</th><th colspan="2">q</th></tr></thead><tbody><tr><td rowspan="2">V</td><td>F</td></tr></tbody></table>' +
      `<p><img src="${ASSET}" alt="Figura 1" width="320" height="200" /></p>`;
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('writes one spelling for what editors and Word spell differently', () => {
    expect(sanitizeRichHtml('<b>a</b><i>b</i><strike>c</strike><del>d</del>')).toBe(
      '<strong>a</strong><em>b</em><s>c</s><s>d</s>',
    );
  });

  it('drops images that are not our assets or have no alternative text', () => {
    expect(sanitizeRichHtml(`<img src="${ASSET}">`)).toBe('');
    expect(sanitizeRichHtml(`<img src="${ASSET}" alt="  ">`)).toBe('');
    expect(sanitizeRichHtml('<img src="https://example.com/a.png" alt="a">')).toBe('');
    expect(sanitizeRichHtml(`<img src="${ASSET}?x=1" alt="a">`)).toBe('');
  });

  it('drops attribute values it does not expect', () => {
    expect(sanitizeRichHtml('<table><tr><td colspan="x" rowspan="999">a</td></tr></table>')).toBe(
      '<table><tr><td>a</td></tr></table>',
    );
    expect(sanitizeRichHtml(`<img src="${ASSET}" alt="a" width="100%" />`)).toBe(
      `<img src="${ASSET}" alt="a" />`,
    );
  });

  it.each(XSS_CORPUS)('stores %s harmless, and stays a fixed point', (payload) => {
    const clean = sanitizeRichHtml(payload);
    // Text is escaped, so only what sits inside tags could act.
    const tags = (clean.match(/<[^>]*>/g) ?? []).join(' ').toLowerCase();
    for (const marker of XSS_MARKERS) expect(tags).not.toContain(marker);
    expect(clean).not.toMatch(
      /<(?!\/?(p|br|strong|em|u|s|sub|sup|ul|ol|li|blockquote|table|caption|thead|tbody|tfoot|tr|th|td|img)\b)/,
    );
    expect(sanitizeRichHtml(clean)).toBe(clean);
  });

  it('keeps the visible text of what it drops, escaped', () => {
    expect(sanitizeRichHtml('<div>texto <span class="x">solto</span></div>')).toBe('texto solto');
    expect(sanitizeRichHtml('<p>a < b & c > d</p>')).toBe('<p>a &lt; b &amp; c &gt; d</p>');
  });
});

describe('plainTextToRichHtml', () => {
  it('shows plain text as it was: paragraphs, line breaks, escaped markup', () => {
    expect(plainTextToRichHtml('')).toBe('');
    expect(plainTextToRichHtml('  ')).toBe('');
    expect(plainTextToRichHtml('Uma linha')).toBe('<p>Uma linha</p>');
    expect(plainTextToRichHtml('a\r\nb\n\nc')).toBe('<p>a<br />b</p><p>c</p>');
    expect(plainTextToRichHtml('<script>x</script> & "y"')).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;y&quot;</p>',
    );
  });

  it('round-trips through the plain-text view and survives the sanitiser unchanged', () => {
    const text = 'Se x < 3 & y > 2, então "z" é 5.\nSegunda linha\n\nOutro parágrafo';
    const html = plainTextToRichHtml(text);
    expect(richHtmlToPlainText(html)).toBe(text);
    expect(richHtmlToPlainText(sanitizeRichHtml(html))).toBe(text);
  });
});

describe('richHtmlToPlainText and richHtmlIssues', () => {
  it('reads tables cell by cell and images by their alt', () => {
    expect(
      richHtmlToPlainText(
        `<table><tr><th>p</th><th>q</th></tr></table><p><img src="${ASSET}" alt="Figura" /></p>`,
      ),
    ).toBe('p\tq\n [Figura]');
  });

  it('asks for an alternative text on every image', () => {
    expect(richHtmlIssues('<p><img src="x"></p>')).toHaveLength(1);
    expect(richHtmlIssues('<p><img src="x" alt=""></p>')).toHaveLength(1);
    expect(richHtmlIssues('<p><img src="x" alt="ok"></p>')).toEqual([]);
    expect(richHtmlIssues(`<img src="x" alt='"><img src=y onerror=alert(1)>'>`)).toEqual([]);
    expect(richHtmlIssues('<img src="x" alt=\'"><img src=y>\'><img src="z">')).toHaveLength(1);
  });

  it('names an alternative text too long to keep, which the sanitiser would drop with its image', () => {
    const alt = 'a'.repeat(501);
    expect(richHtmlIssues(`<p><img src="${ASSET}" alt="${'a'.repeat(500)}"></p>`)).toEqual([]);
    expect(sanitizeRichHtml(`<p><img src="${ASSET}" alt="${alt}"></p>`)).toBe('<p></p>');
    expect(richHtmlIssues(`<p><img src="${ASSET}" alt="${alt}"></p>`)).toEqual([
      'O texto alternativo de uma imagem tem 501 caracteres; o máximo é 500.',
    ]);
  });
});
