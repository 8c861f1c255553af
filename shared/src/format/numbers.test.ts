import { describe, expect, it } from 'vitest';
import {
  POSITION_FORMULA,
  aheadOfPercent,
  countLabel,
  formatGrade,
  formatNumber,
  formatPercent,
  plural,
  positionLabel,
} from '../index';

describe('numbers in pt-BR', () => {
  it('uses a comma for decimals and a dot for thousands', () => {
    expect(formatNumber(7.5, 1)).toBe('7,5');
    expect(formatNumber(1234.5, 1)).toBe('1.234,5');
    expect(formatNumber(1200)).toBe('1.200');
    expect(formatNumber(0.05, 1)).toBe('0,1');
  });

  it('never prints NaN or Infinity', () => {
    expect(formatNumber(Number.NaN, 1)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('formats percentages with one place unless told', () => {
    expect(formatPercent(20)).toBe('20,0%');
    expect(formatPercent(66.666)).toBe('66,7%');
    expect(formatPercent(75, 0)).toBe('75%');
  });

  it('turns a 0–100 score into the grade out of 10', () => {
    expect(formatGrade(58.33)).toBe('5,8');
    expect(formatGrade(100)).toBe('10,0');
  });
});

describe('plurals in pt-BR', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'acerto', 'acertos')).toBe('acerto');
    expect(plural(0, 'acerto', 'acertos')).toBe('acertos');
    expect(plural(2, 'acerto', 'acertos')).toBe('acertos');
    expect(plural(1.5, 'ponto', 'pontos')).toBe('ponto');
    expect(plural(0.5, 'ponto', 'pontos')).toBe('pontos');
  });

  it('writes the count with its noun', () => {
    expect(countLabel(1, 'acerto', 'acertos')).toBe('1 acerto');
    expect(countLabel(2, 'acerto', 'acertos')).toBe('2 acertos');
    expect(countLabel(1200, 'questão', 'questões')).toBe('1.200 questões');
  });
});

describe('the position as people read it', () => {
  it('says how many participants the candidate is ahead of', () => {
    expect(positionLabel(1, 4)).toBe('1º de 4 · à frente de 75% dos participantes');
    expect(positionLabel(4, 4)).toBe('4º de 4 · à frente de 0% dos participantes');
    expect(positionLabel(2, 3)).toBe('2º de 3 · à frente de 33% dos participantes');
  });

  it('gives a sole participant words, not a 0% that reads like a bug', () => {
    expect(aheadOfPercent(1, 1)).toBeNull();
    expect(positionLabel(1, 1)).toBe('1º de 1 · único participante até agora');
  });

  it('counts the candidate even when the count lags behind the rank', () => {
    expect(aheadOfPercent(5, 4)).toBe(0);
    expect(positionLabel(5, 4)).toBe('5º de 5 · à frente de 0% dos participantes');
  });

  it('states its formula in one line', () => {
    expect(POSITION_FORMULA).not.toContain('\n');
    expect(POSITION_FORMULA).toContain('÷');
  });
});
