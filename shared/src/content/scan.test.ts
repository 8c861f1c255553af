import { describe, expect, it } from 'vitest';
import { htmlNesting } from './formula-limits';
import { formulaIssue } from './sanitize';
import { findFormulas, replaceFormulas, splitTags } from './scan';

const FORMULA_PATTERN = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\$\$([\s\S]+?)\$\$/g;

/** A deterministic stream of texts made of the pieces the scans care about. */
function* texts(count: number): Generator<string> {
  const pieces = ['\\(', '\\)', '\\[', '\\]', '$$', '$', '\\', '(', ')', '<', '>', '<b>', 'x', ' '];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let n = 0; n < count; n++) {
    let text = '';
    const length = next() % 14;
    for (let i = 0; i < length; i++) text += pieces[next() % pieces.length];
    yield text;
  }
}

describe('linear scans of rich text', () => {
  it('find the formulas the regular expression finds, in any text', () => {
    for (const text of texts(20_000)) {
      const expected = [...text.matchAll(FORMULA_PATTERN)].map((m) => ({
        index: m.index,
        length: m[0].length,
        ...(m[1] !== undefined ? { inline: m[1] } : {}),
        ...(m[2] !== undefined ? { display: m[2] } : {}),
        ...(m[3] !== undefined ? { dollars: m[3] } : {}),
      }));
      expect(findFormulas(text), JSON.stringify(text)).toEqual(expected);
      expect(replaceFormulas(text, () => '#')).toBe(text.replace(FORMULA_PATTERN, '#'));
    }
  });

  it('split tags and text as the regular expression splits them, in any text', () => {
    for (const text of texts(20_000)) {
      const expected = text.split(/(<[^>]*>)/).filter((t) => t !== '');
      expect(
        splitTags(text).map((p) => p.text),
        JSON.stringify(text),
      ).toEqual(expected);
    }
  });

  // Each of these held one thread for seconds (32 s for the first) when the scans were
  // regular expressions that search for their closing again from every opening.
  it.each([
    ['openings of tags with no closing', '<'.repeat(200_000)],
    ['tag names with no closing', '<a'.repeat(100_000)],
    ['formulas with no closing', '\\('.repeat(100_000)],
    ['display formulas with no closing', `$$x${'\\['.repeat(100_000)}`],
  ])('read %s in one pass', (_, hostile) => {
    const started = performance.now();
    expect(htmlNesting(hostile)).toBeLessThanOrEqual(1);
    expect(formulaIssue(hostile)).toBeNull();
    expect(findFormulas(hostile)).toEqual([]);
    expect(splitTags(hostile).length).toBeLessThanOrEqual(1);
    // Generous: the linear scans take milliseconds; the old ones took seconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
