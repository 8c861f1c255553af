import { describe, expect, it } from 'vitest';
import type { ReportQuestion } from '../report-data';
import { questionBlock } from './question-block';

const QUESTION: ReportQuestion = {
  number: 3,
  text: 'A CF/88 admite pena de morte em guerra declarada.',
  subject: 'Direito Constitucional',
  options: {},
  weight: 1,
  chosen: null,
  correct: 'C',
  isCorrect: false,
  annulledReason: null,
  keyChangedReason: null,
  fieldCorrectPercent: 40,
  mostChosenWrong: 'E',
  explanation: null,
};

describe('questionBlock', () => {
  it("calls a blank 'Em branco', in grey, never a wrong answer", () => {
    const printed = String(questionBlock(QUESTION, 'CERTO_ERRADO'));
    expect(printed).toContain('class="question blank"');
    expect(printed).toMatch(/<span class="blank"\s*>Em branco<\/span/);
    expect(printed).not.toContain('class="bad"');
  });

  it('still marks a wrong answer as wrong', () => {
    const printed = String(questionBlock({ ...QUESTION, chosen: 'E' }, 'CERTO_ERRADO'));
    expect(printed).toContain('class="question wrong"');
    expect(printed).toMatch(/<span class="bad"\s*>Errado<\/span/);
  });
});
