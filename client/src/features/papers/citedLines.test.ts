import { describe, expect, it } from 'vitest';
import { citedLines, linesLabel } from './citedLines';

describe('citedLines', () => {
  it('reads the lines a statement cites, however the banca writes them', () => {
    expect(citedLines('<p>a “ilusão de domínio” (linhas 9 e 10) consiste em</p>')).toEqual([9, 10]);
    expect(citedLines('<p>Os dois-pontos da linha 4 introduzem</p>')).toEqual([4]);
    expect(citedLines('No trecho das linhas 3 a 5, e na linha 14,')).toEqual([3, 4, 5, 14]);
    expect(citedLines('linhas 2, 5 e 7; l. 12; linhas 20-21')).toEqual([2, 5, 7, 12, 20, 21]);
    expect(citedLines('<p>Linha&nbsp;<strong>8</strong></p>')).toEqual([8]);
  });

  it('finds nothing where no line is cited, and no absurd range', () => {
    expect(citedLines('<p>Assinale a alternativa correta.</p>')).toEqual([]);
    expect(citedLines('linhas 1 a 900')).toEqual([1, 900]);
  });

  it('names them in Portuguese', () => {
    expect(linesLabel([4])).toBe('linha 4');
    expect(linesLabel([9, 10])).toBe('linhas 9 e 10');
    expect(linesLabel([3, 4, 5])).toBe('linhas 3, 4 e 5');
  });
});
