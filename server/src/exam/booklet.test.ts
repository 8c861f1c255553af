import { describe, expect, it } from 'vitest';
import type { BaseText, PublicQuestion } from '@gabaritei/shared';
import { bookletPlaces, presentBooklet, renumberBaseTexts, type BookletRule } from './booklet';

const question = (n: number, baseTextId: string | null = null): PublicQuestion => ({
  id: `q${n}`,
  text: `Questão ${n}`,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  optionE: null,
  weight: 1,
  subject: null,
  baseTextId,
});
// Questions 4 to 6 share a base text.
const paper = Array.from({ length: 20 }, (_, i) => question(i + 1, i >= 3 && i <= 5 ? 't1' : null));
const both: BookletRule = { shuffle_questions: true, shuffle_options: true, format: 'ABCD' };
const ids = (questions: { id: string }[]) => questions.map((q) => q.id);

describe('a booklet order', () => {
  it('is a function of the session: the same twice, another for another session', () => {
    const once = presentBooklet('session-1', paper, both);
    expect(presentBooklet('session-1', paper, both)).toEqual(once);
    expect(ids(presentBooklet('session-2', paper, both))).not.toEqual(ids(once));
    expect([...ids(once)].sort()).toEqual([...ids(paper)].sort());
  });

  it('moves a base text block whole, and numbers the text where the block lands', () => {
    for (const session of ['a', 'b', 'c', 'd']) {
      const booklet = presentBooklet(session, paper, both);
      const at = ids(booklet).indexOf('q4');
      expect(ids(booklet).slice(at, at + 3)).toEqual(['q4', 'q5', 'q6']);
      const text = { id: 't1', firstQuestion: 4, lastQuestion: 6 } as BaseText;
      expect(renumberBaseTexts([text], booklet)).toMatchObject([
        { firstQuestion: at + 1, lastQuestion: at + 3 },
      ]);
    }
  });

  it('keeps the printed order unless asked, and never shuffles Certo/Errado answers', () => {
    const printed: BookletRule = {
      shuffle_questions: false,
      shuffle_options: false,
      format: 'ABCD',
    };
    expect(presentBooklet('s', paper, printed)).toEqual(paper);
    expect(bookletPlaces('s', paper, printed).size).toBe(0);
    const cebraspe: BookletRule = { ...printed, shuffle_options: true, format: 'CERTO_ERRADO' };
    expect(presentBooklet('s', paper, cebraspe)).toEqual(paper);
    expect(bookletPlaces('s', paper, cebraspe).size).toBe(0);
    const moved = presentBooklet('s', paper, { ...cebraspe, shuffle_questions: true });
    expect(moved.every((q) => !('optionOrder' in q))).toBe(true);
  });

  it("places each question where her booklet has it, with the booklet's options", () => {
    const booklet = presentBooklet('s', paper, both);
    const places = bookletPlaces('s', paper, both);
    booklet.forEach((q, index) =>
      expect(places.get(q.id)).toEqual({ position: index + 1, optionOrder: q.optionOrder }),
    );
  });
});
