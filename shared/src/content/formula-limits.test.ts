import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORMULA_LIMITS, formulaDepth, htmlNesting } from './formula-limits';
import { renderRichHtml } from './render';
import { richHtmlIssues } from './sanitize';

const nested = (open: string, close: string, n: number) =>
  `<p>\\(${open.repeat(n)}x${close.repeat(n)}\\)</p>`;

/** The formulas an outside attack stored: each overflowed KaTeX's parser. */
const HOSTILE = [
  nested('{', '}', 3_000),
  nested('{', '}', 20_000),
  nested('\\sqrt{', '}', 8_000),
  nested('\\frac{1}{', '}', 5_000),
  nested('x^{', '}', 800),
];

describe('formulas past the limits', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(HOSTILE.map((html) => [html.slice(0, 30), html]))(
    'shows %s… as its source instead of throwing',
    (_, html) => {
      const rendered = renderRichHtml(html);
      expect(rendered).toMatch(/^<p><code class="rich-tex">/);
      expect(rendered).not.toContain('katex');
    },
  );

  it('shows the source when KaTeX throws anything at all', () => {
    vi.spyOn(katex, 'renderToString').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    expect(renderRichHtml('<p>Área: \\(a &lt; b\\)</p>')).toBe(
      '<p>Área: <code class="rich-tex">a &lt; b</code></p>',
    );
  });

  it('still draws a formula at the limits', () => {
    const deepest = '{'.repeat(FORMULA_LIMITS.maxDepth) + 'x' + '}'.repeat(FORMULA_LIMITS.maxDepth);
    expect(renderRichHtml(`<p>\\(${deepest}\\)</p>`)).toContain('class="katex"');
    expect(richHtmlIssues(`<p>\\(${deepest}\\)</p>`)).toEqual([]);
  });

  it('refuses on write a formula too deep or too long, and formatting nested too deep', () => {
    expect(richHtmlIssues(HOSTILE[0]!)).toEqual([
      'Uma fórmula tem 3000 níveis de chaves aninhadas; o máximo é 20.',
    ]);
    expect(richHtmlIssues(`<p>$$${'x+'.repeat(600)}1$$</p>`)).toEqual([
      'Uma fórmula tem 1201 caracteres; o máximo é 1000.',
    ]);
    const bold = `${'<strong>'.repeat(41)}x${'</strong>'.repeat(41)}`;
    expect(richHtmlIssues(`<p>${bold}</p>`)).toEqual([
      'O conteúdo tem 42 níveis de formatação aninhada; o máximo é 40.',
    ]);
  });

  it('counts braces, \\left … \\right and environments, not escaped braces', () => {
    expect(formulaDepth('\\left( \\frac{a}{\\sqrt{b}} \\right)')).toBe(3);
    expect(formulaDepth('\\{ \\} \\{')).toBe(0);
    expect(formulaDepth('\\begin{pmatrix} a \\end{pmatrix}')).toBe(2);
    expect(htmlNesting('<p>a<br>b<img src="x"/><em>c</em></p>')).toBe(2);
  });
});
