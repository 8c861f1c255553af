import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SimuladoFormat } from '@gabaritei/shared';
import type { CsvQuestion } from './csv-import';

/** A file as a real spreadsheet program writes it: bytes, not a JS string. */
export type CsvFixture = {
  name: string;
  bytes: Uint8Array;
  /** The simulado's format; absent: A–D. */
  format?: SimuladoFormat;
  count: number;
  /** Questions checked field by field, by 0-based index. */
  expect: Record<number, Partial<CsvQuestion>>;
};

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** Windows-1252 for the Latin-1 range, which covers Portuguese. */
const windows1252 = (text: string) =>
  new Uint8Array(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code > 0xff) throw new Error(`not in Windows-1252: ${ch}`);
      return code;
    }),
  );
const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';

export const CSV_FIXTURES: CsvFixture[] = [
  {
    name: "a numbering column: 'Nº' in Excel, 'Questão' beside 'Enunciado' in Sheets",
    bytes: withBom(
      crlf([
        'Nº;Enunciado;A;B;C;D;Gabarito',
        '1;Qual é a capital do Brasil?;Brasília;Rio;Salvador;Recife;A',
        '2;Quanto é 2 + 2?;3;4;5;6;B',
      ]),
    ),
    count: 2,
    expect: {
      0: { text: 'Qual é a capital do Brasil?', optionA: 'Brasília', correctOption: 'A' },
      1: { text: 'Quanto é 2 + 2?', correctOption: 'B' },
    },
  },
  {
    name: 'Excel pt-BR "CSV UTF-8": semicolon, BOM, CRLF, Portuguese header, padding rows',
    bytes: withBom(
      crlf([
        'Enunciado;A;B;C;D;Gabarito;Matéria;Explicação',
        'Qual é a função da vírgula, afinal?;Separar;Unir;Nada;Tudo; c ;Português;A vírgula separa.',
        '"Quanto é 2; 3?";5;6;"7";8;a;;',
        ';;;;;;;',
        '',
      ]),
    ),
    count: 2,
    expect: {
      0: {
        text: 'Qual é a função da vírgula, afinal?',
        optionA: 'Separar',
        correctOption: 'C',
        subject: 'Português',
        explanation: 'A vírgula separa.',
      },
      1: { text: 'Quanto é 2; 3?', optionC: '7', correctOption: 'A', subject: null },
    },
  },
  {
    name: 'Excel pt-BR classic "CSV": Windows-1252 accents, semicolon, CRLF, no header',
    bytes: windows1252(
      crlf([
        'Qual é a ação correta?;Ação A;Ação B;Opção C;Opção D;B',
        'O que é "concurso"?;Seleção pública;Festa;Jogo;Nada;a;Conhecimentos Gerais',
      ]),
    ),
    count: 2,
    expect: {
      0: { text: 'Qual é a ação correta?', optionA: 'Ação A', correctOption: 'B' },
      1: { text: 'O que é "concurso"?', subject: 'Conhecimentos Gerais', correctOption: 'A' },
    },
  },
  {
    name: 'Google Sheets: comma, English header, quoted commas, quotes and line breaks',
    bytes: utf8(
      crlf([
        'text,optionA,optionB,optionC,optionD,correctOption,subject,explanation',
        '"Leia o texto:\nA lei, em regra, não retroage.\nAssinale a correta.","Certo, sempre",Errado,"Depende ""da"" lei",Nunca,C,Direito,"Linha 1\nLinha 2"',
        'Capital do Brasil?,Rio,Brasília,Salvador,Recife,b,,',
      ]),
    ),
    count: 2,
    expect: {
      0: {
        text: 'Leia o texto:\nA lei, em regra, não retroage.\nAssinale a correta.',
        optionA: 'Certo, sempre',
        optionC: 'Depende "da" lei',
        correctOption: 'C',
        explanation: 'Linha 1\nLinha 2',
      },
      1: { text: 'Capital do Brasil?', optionB: 'Brasília', correctOption: 'B', subject: null },
    },
  },
  {
    name: 'LibreOffice: comma, LF, no header, six columns, blank trailing lines',
    bytes: utf8('Q1,a,b,c,d,D\nQ2,a,b,c,d,A\n\n\n'),
    count: 2,
    expect: { 0: { text: 'Q1', correctOption: 'D' }, 1: { text: 'Q2', correctOption: 'A' } },
  },
  {
    name: 'cells pasted from a spreadsheet: tabs, Portuguese header with accents',
    bytes: utf8('Questão\tOpção A\tOpção B\tOpção C\tOpção D\tResposta\nQ\t1\t2\t3\t4\tD\n'),
    count: 1,
    expect: { 0: { text: 'Q', optionD: '4', correctOption: 'D' } },
  },
  {
    name: 'A–E from Excel pt-BR: semicolon, BOM, CRLF, Portuguese header in any case, weights "1,5"',
    format: 'ABCDE',
    bytes: withBom(
      crlf([
        'ENUNCIADO;A;B;C;D;E;Gabarito;Peso;Disciplina;Comentário',
        'Quanto é 2 + 3?;1;2;3;4;5;e;1,5;Matemática;Soma simples.',
        '"Qual; destas?";um;dois;três;quatro;cinco;B;;;',
      ]),
    ),
    count: 2,
    expect: {
      0: { optionE: '5', correctOption: 'E', weight: 1.5, subject: 'Matemática' },
      1: { text: 'Qual; destas?', optionE: 'cinco', correctOption: 'B', weight: 1 },
    },
  },
  {
    name: 'A–E from Google Sheets: comma, LF, English header in another order',
    format: 'ABCDE',
    bytes: utf8(
      'correctOption,text,optionA,optionB,optionC,optionD,optionE,weight,discipline,explanation\n' +
        'd,"Capital, do Brasil?",Rio,Salvador,Recife,Brasília,Manaus,2,Geografia,É Brasília.\n',
    ),
    count: 1,
    expect: {
      0: { text: 'Capital, do Brasil?', optionD: 'Brasília', correctOption: 'D', weight: 2 },
    },
  },
  {
    name: 'Certo/Errado from Excel pt-BR: semicolon, BOM, CRLF, Certo/Errado/C/E in any case',
    format: 'CERTO_ERRADO',
    bytes: withBom(
      crlf([
        'Enunciado;Gabarito;Peso;Disciplina;Comentario',
        'A CF/88 admite pena de morte em guerra declarada.;CERTO;2;Direito Constitucional;Art. 5º, XLVII.',
        'O Brasil é uma monarquia.;errado;;;',
        'Item três.;c;0,5;;',
        'Item quatro.;E;;;',
      ]),
    ),
    count: 4,
    expect: {
      0: { correctOption: 'C', weight: 2, optionA: '', optionE: null },
      1: { text: 'O Brasil é uma monarquia.', correctOption: 'E', weight: 1 },
      2: { correctOption: 'C', weight: 0.5 },
      3: { correctOption: 'E' },
    },
  },
  {
    name: 'Certo/Errado from Google Sheets: comma, LF, English header',
    format: 'CERTO_ERRADO',
    bytes: utf8(
      'text,correctOption,weight,discipline,explanation\n' +
        '"Item com vírgula, certo.",Certo,1,Português,\n' +
        'Outro item.,Errado,3,,\n',
    ),
    count: 2,
    expect: {
      0: { text: 'Item com vírgula, certo.', correctOption: 'C' },
      1: { correctOption: 'E', weight: 3 },
    },
  },
];

/** Writes every fixture to a fresh folder, as a user's downloads would hold them. */
export async function writeFixtures(fixtures: CsvFixture[]): Promise<Map<string, string>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gabaritei-csv-'));
  const paths = new Map<string, string>();
  for (const [i, fixture] of fixtures.entries()) {
    const file = path.join(dir, `questoes-${i}.csv`);
    await fs.writeFile(file, fixture.bytes);
    paths.set(fixture.name, file);
  }
  return paths;
}
