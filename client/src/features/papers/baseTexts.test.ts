import { describe, expect, it } from 'vitest';
import { baseTextLabel, segmentPaper, type BaseText } from './baseTexts';

const text = (id: string, first: number, last: number): BaseText => ({
  id,
  title: `Texto ${id}`,
  contentHtml: '<p>x</p>',
  lineNumbers: true,
  firstQuestion: first,
  lastQuestion: last,
});

describe('segmentPaper', () => {
  it('groups the questions a base text serves and leaves the others loose', () => {
    const segments = segmentPaper(
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'],
      [text('I', 2, 3), text('II', 4, 5)],
    );
    expect(segments.map((s) => [s.baseText?.id ?? null, s.items.map((i) => i.question)])).toEqual([
      [null, ['q1']],
      ['I', ['q2', 'q3']],
      ['II', ['q4', 'q5']],
      [null, ['q6']],
    ]);
  });

  it('finds the block of the one question shown on its own screen', () => {
    const [segment] = segmentPaper(['q3'], [text('I', 2, 3)], 2);
    expect(segment?.baseText?.id).toBe('I');
    expect(segment?.items).toEqual([{ question: 'q3', index: 2 }]);
  });
});

describe('baseTextLabel', () => {
  it('names the range the text serves, in the singular for one question', () => {
    expect(baseTextLabel(text('I', 1, 5))).toBe('Texto I — questões 1 a 5');
    expect(baseTextLabel(text('II', 6, 6))).toBe('Texto II — questão 6');
  });
});
