import { describe, expect, it } from 'vitest';
import { APPEAL_UI } from './messages';

describe("an appeal's question", () => {
  it("is named by its printed number, with her booklet's when the paper was shuffled", () => {
    expect(APPEAL_UI.question(7)).toBe('Questão 7');
    expect(APPEAL_UI.question(7, 3)).toBe('Questão 7 (sua prova: 3)');
  });
});
