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
  errata: [],
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

  it("names her letters beside the prova-mãe's where her booklet shuffled the options", () => {
    const lettered: ReportQuestion = {
      ...QUESTION,
      paperPosition: 1,
      options: { A: 'R$ 11.000,00', B: 'R$ 12.000,00', C: 'R$ 13.000,00', D: 'R$ 14.000,00' },
      // Her booklet printed C, A, D, B: her A is the prova-mãe's C, her B its A.
      optionOrder: ['C', 'A', 'D', 'B'],
      chosen: 'A',
      correct: 'A',
      isCorrect: true,
      mostChosenWrong: 'D',
    };
    const flat = String(questionBlock(lettered, 'ABCD')).replace(/\s+/g, ' ');
    expect(flat).toContain('Questão 3 (sua prova: 1)');
    expect(flat).toContain('A) R$ 11.000,00 (sua prova: B)</li>');
    expect(flat).toContain('C) R$ 13.000,00 (sua prova: A)</li>');
    expect(flat).toMatch(/Sua resposta: <span class="good" ?>A na prova-mãe, B na sua</);
    expect(flat).toContain('Resposta correta: <strong>A na prova-mãe, B na sua</strong>');
    expect(flat).toContain('mais marcada: D na prova-mãe, C na sua');
  });

  it("prints one letter where her booklet kept the prova-mãe's order", () => {
    const plain = { ...QUESTION, options: { A: 'um', B: 'dois', C: 'três', D: 'quatro' } };
    const flat = String(questionBlock({ ...plain, chosen: 'B' }, 'ABCD')).replace(/\s+/g, ' ');
    expect(flat).toContain('B) dois</li>');
    expect(flat).not.toContain('prova-mãe');
    expect(flat).toContain('Resposta correta: <strong>C</strong>');
  });
});
