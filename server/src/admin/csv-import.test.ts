import { describe, expect, it } from 'vitest';
import { parseQuestionsCsv } from './csv-import';

const texts = (csv: string) => {
  const outcome = parseQuestionsCsv(csv, 'ABCD');
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.questions.map((q) => [q.text, q.correctOption]);
};

describe('parseQuestionsCsv', () => {
  it('detects the delimiter by the shape of the rows, not by counting characters', () => {
    // Semicolons in the texts of a comma file, commas in the texts of a semicolon file.
    expect(texts('Art. 5º; inciso I; II; III,a,b,c,d,A\nOutra; ainda,a,b,c,d,B')).toEqual([
      ['Art. 5º; inciso I; II; III', 'A'],
      ['Outra; ainda', 'B'],
    ]);
    expect(texts('Um, dois, três, quatro, cinco, seis;a;b;c;d;c')).toEqual([
      ['Um, dois, três, quatro, cinco, seis', 'C'],
    ]);
  });

  it('keeps stray quotes inside unquoted cells and joins quoted line breaks with LF', () => {
    expect(texts('O "Estado" é soberano?,a,b,c,d,D\r\n"L1\r\nL2",a,b,c,d,a')).toEqual([
      ['O "Estado" é soberano?', 'D'],
      ['L1\nL2', 'A'],
    ]);
  });

  it('counts lines like an editor through BOM, blank lines and multi-line cells', () => {
    const outcome = parseQuestionsCsv('\uFEFF\r\n\r\n"a\r\nb",x,,z,w,A\n\nQ,x,y,z,w,F', 'ABCD');
    expect(outcome).toEqual({
      ok: false,
      errorCount: 2,
      errors: ['linha 3: alternativa B vazia', 'linha 6: gabarito "F" inválido (use A, B, C ou D)'],
    });
  });

  it("accepts a numbering column, and 'Questão' is the statement only when alone", () => {
    for (const name of ['Nº', 'N°', 'No', 'Número', 'Questão'])
      expect(texts(`${name},Enunciado,A,B,C,D,Gabarito\n7,Q,a,b,c,d,A`)).toEqual([['Q', 'A']]);
    expect(texts('Questão,A,B,C,D,Gabarito\nQ,a,b,c,d,A')).toEqual([['Q', 'A']]);
  });

  it('ignores empty padding cells but not filled extra ones', () => {
    expect(texts('Q,a,b,c,d,A,,,,,')).toEqual([['Q', 'A']]);
    expect(parseQuestionsCsv('Q,a,b,c,d,A,s,e,x', 'ABCD')).toMatchObject({
      ok: false,
      errorCount: 1,
    });
  });
});
