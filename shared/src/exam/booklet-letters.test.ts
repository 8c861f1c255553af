import { describe, expect, it } from 'vitest';
import {
  bookletLetters,
  bothLetters,
  lettersDiffer,
  optionTextOf,
  shownLetter,
} from './booklet-letters';

describe('her booklet letters', () => {
  it('prints her first option as A, whatever its canonical letter', () => {
    expect(bookletLetters('ABCD', ['C', 'A', 'D', 'B'])).toEqual([
      { shown: 'A', option: 'C' },
      { shown: 'B', option: 'A' },
      { shown: 'C', option: 'D' },
      { shown: 'D', option: 'B' },
    ]);
    expect(shownLetter('ABCD', ['C', 'A', 'D', 'B'], 'A')).toBe('B');
    expect(shownLetter('ABCD', ['C', 'A', 'D', 'B'], 'C')).toBe('A');
  });

  it('keeps the printed letters without an order or with one that does not fit', () => {
    expect(bookletLetters('ABCDE', undefined).map((o) => o.shown + o.option)).toEqual([
      'AA',
      'BB',
      'CC',
      'DD',
      'EE',
    ]);
    expect(shownLetter('ABCDE', ['B', 'A', 'C', 'D'], 'B')).toBe('B');
    expect(lettersDiffer('ABCD', undefined)).toBe(false);
  });

  it('names both letters only where they differ', () => {
    const order = ['B', 'C', 'A', 'D'] as const;
    expect(bothLetters('ABCD', order, 'A')).toBe('A na prova-mãe, C na sua');
    expect(bothLetters('ABCD', order, 'D')).toBe('D');
    expect(lettersDiffer('ABCD', order)).toBe(true);
  });

  it('has no letters to map for Certo/Errado', () => {
    expect(bookletLetters('CERTO_ERRADO', undefined)).toEqual([]);
    expect(bothLetters('CERTO_ERRADO', undefined, 'C')).toBe('C');
  });
});

describe('the text of an option', () => {
  it('reads the option by its canonical letter, E as empty where the question has none', () => {
    const question = { optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd', optionE: null };
    expect(optionTextOf(question, 'C')).toBe('c');
    expect(optionTextOf(question, 'E')).toBe('');
  });
});
