import { describe, expect, it } from 'vitest';
import { renderRichHtml } from './render';
import { XSS_CORPUS, XSS_MARKERS } from './xss-corpus';

describe('renderRichHtml', () => {
  it('renders inline and display formulas as KaTeX HTML plus MathML', () => {
    const html = renderRichHtml('<p>Juros: \\(M = C(1+i)^n\\) e $$\\frac{a}{b}$$ e \\[x^2\\]</p>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).toContain('<annotation encoding="application/x-tex">M = C(1+i)^n</annotation>');
    expect(html.match(/katex-display/g)).toHaveLength(2);
  });

  it('reads a formula whose text the sanitiser escaped', () => {
    const html = renderRichHtml('<p>\\(a < b\\)</p>');
    expect(html).toContain('<annotation encoding="application/x-tex">a &lt; b</annotation>');
    expect(html).toContain('<mo>&lt;</mo>');
  });

  it('shows a broken formula as its source, not an error', () => {
    expect(() => renderRichHtml('<p>\\(\\frac{\\)</p>')).not.toThrow();
  });

  it('puts tables in a scrolling box of their own', () => {
    expect(renderRichHtml('<table><tr><td>1</td></tr></table>')).toBe(
      '<div class="rich-table" tabindex="0"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it('numbers the lines of a base text, by paragraph and line break', () => {
    const html = renderRichHtml(
      '<p>um<br />dois <strong>três<br />quatro</strong></p><p>cinco</p>',
      {
        lineNumbers: true,
      },
    );
    expect(html).toBe(
      '<p><span class="rich-line"><span class="rich-ln">1</span> um</span>' +
        '<span class="rich-line"><span class="rich-ln">2</span> dois <strong>três</strong></span>' +
        '<span class="rich-line"><span class="rich-ln">3</span> <strong>quatro</strong></span></p>' +
        '<p><span class="rich-line"><span class="rich-ln">4</span> cinco</span></p>',
    );
  });

  it('leaves content without formulas as sanitised', () => {
    expect(renderRichHtml('<p onclick="x()">oi</p>')).toBe('<p>oi</p>');
  });

  it.each(XSS_CORPUS)('renders %s harmless', (payload) => {
    const html = renderRichHtml(payload, { lineNumbers: true });
    // Text is escaped, so only what sits inside tags could act; KaTeX styles its own spans.
    const tags = (html.match(/<[^>]*>/g) ?? []).join(' ').toLowerCase();
    for (const marker of XSS_MARKERS.filter((m) => m !== 'style='))
      expect(tags).not.toContain(marker);
    expect(html).not.toMatch(/<a\b/);
  });
});
