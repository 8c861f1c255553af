import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocxPaper } from './docx-parse';
import { brokenPaper, toDocx } from './fixtures/build-fixtures';
import { p } from './fixtures/paragraphs';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

const messages = (
  errors: { question: number | null; paragraph: number | null; message: string }[],
) => errors.map((e) => `${e.question ?? '-'}@${e.paragraph ?? '-'}: ${e.message}`);

describe('the Word import reads a question book', () => {
  it.each(['paper-full.docx', 'paper-full-libreoffice.docx'])(
    'keeps every construct of %s: base text with line numbers, table, image, formula, formatting',
    async (name) => {
      const paper = await parseDocxPaper(fixture(name), 'ABCDE');
      expect(paper.errors).toEqual([]);
      expect(paper.questions).toHaveLength(5);
      expect(paper.baseTexts).toEqual([
        {
          title: 'Texto I',
          contentHtml:
            '<p>A cidade acordou cedo naquele dia de chuva.</p><p>Os bondes, <em>lentos</em>, subiam a ladeira de Santa Teresa.</p>',
          lineNumbers: true,
          firstQuestion: 1,
          lastQuestion: 2,
        },
      ]);
      const [q1, q2, q3, q4, q5] = paper.questions;
      expect(q1).toMatchObject({
        text: '<p>No texto, o termo <strong>lentos</strong> (linha 2) tem valor de:</p>',
        optionC: '<p>substantivo</p>',
        optionE: '<p>preposição</p>',
        correctOption: 'A',
        weight: 2,
        subject: 'Língua Portuguesa',
        explanation: '<p><em>Lentos</em> qualifica <u>bondes</u>.</p>',
      });
      // '2.' opens question 2 and its stem follows on the same paragraph, bold kept.
      expect(q2!.text).toBe(
        '<p>Assinale a alternativa <strong>INCORRETA</strong> sobre o texto.</p>',
      );
      expect(q2).toMatchObject({ weight: 1, subject: null, explanation: null });
      expect(q3!.text).toContain('<thead><tr><th><p>p</p></th>');
      expect(q3!.text).toContain('<td><p>F</p></td>');
      expect(q3!.weight).toBe(1.5);
      expect(q4!.text).toContain(
        '<img alt="Retângulo vermelho com o dobro da largura pela altura" src="asset:img1">',
      );
      expect(q5!.text).toContain('\\(C\\)');
      expect(q5!.text).toContain('<p>\\[M = C(1 + i)^n\\]</p>');
      expect(q5!.text).toContain('$$C = 1000$$');
      expect(paper.images).toMatchObject([
        { ref: 'img1', contentType: 'image/png', alt: expect.any(String) },
      ]);
      expect(paper.images[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
    },
  );

  it('reads a Certo/Errado block under its scenario, with no options', async () => {
    const paper = await parseDocxPaper(fixture('paper-certo-errado.docx'), 'CERTO_ERRADO');
    expect(paper.errors).toEqual([]);
    expect(paper.questions.map((q) => q.correctOption)).toEqual(['E', 'C', 'C', 'E']);
    expect(paper.questions[0]).toMatchObject({ optionA: '', optionD: '', optionE: null });
    expect(paper.baseTexts).toMatchObject([
      { title: 'Texto I', firstQuestion: 1, lastQuestion: 3 },
    ]);
    expect(paper.baseTexts[0]!.contentHtml).toContain('<strong>sem licitação</strong>');
  });

  it('lists every mistake with its question and paragraph, and keeps nothing', async () => {
    const paper = await parseDocxPaper(fixture('paper-errors.docx'), 'ABCD');
    expect(messages(paper.errors)).toEqual([
      '-@1: Texto I: a questão 9 não existe (a prova tem 4)',
      '-@1: Texto I: deve vir logo antes da questão 2, a primeira que ele serve',
      '1@3: enunciado vazio',
      '1@8: gabarito "F" inválido (use A, B, C ou D)',
      '2@12: alternativa B vazia',
      '2@15: alternativa E a mais neste formato',
      '2@17: peso "11" inválido (de 0,5 a 10)',
      '4@18: numeração fora de ordem (esperada a questão 3)',
      '4@18: falta a alternativa C',
      '4@18: falta a alternativa D',
      '4@18: falta o gabarito ("Gabarito: X")',
      '5@24: imagem img1 sem texto alternativo (informe-o na pré-visualização)',
      '5@30: parágrafo fora do lugar depois do gabarito: "Parágrafo solto depois do gabarito."',
    ]);
  });

  it('takes the alternative text the admin set in the preview', async () => {
    const docx = await toDocx(brokenPaper());
    const paper = await parseDocxPaper(docx, 'ABCD', { img1: 'Figura da questão' });
    expect(messages(paper.errors).join('\n')).not.toContain('texto alternativo');
  });

  it('refuses options in a Certo/Errado paper and a wrong format of key', async () => {
    const docx = await toDocx([p('Questão 1'), p('Enunciado'), p('A) a'), p('Gabarito: B')]);
    const paper = await parseDocxPaper(docx, 'CERTO_ERRADO');
    expect(messages(paper.errors)).toEqual([
      '1@3: itens Certo ou Errado não têm alternativas',
      '1@4: gabarito "B" inválido (use C, E, Certo ou Errado)',
    ]);
  });

  it('accepts the other heading forms and tells a numbered item inside a stem from a question', async () => {
    const docx = await toDocx([
      p('Texto para as questões 1 a 1'),
      p('Base.'),
      p('1) Considere as afirmações:'),
      p('1) primeira'),
      p('A) a'),
      p('B) b'),
      p('C) c'),
      p('D) d'),
      p('Gabarito: d'),
      p('Texto associado às questões 2 a 2'),
      p('Outra base.'),
      p('QUESTÃO 2 – Enunciado'),
      p('(a) a'),
      p('(b) b'),
      p('(c) c'),
      p('(d) d'),
      p('Gabarito: A'),
    ]);
    const paper = await parseDocxPaper(docx, 'ABCD');
    expect(paper.errors).toEqual([]);
    expect(paper.questions[0]!.text).toBe('<p>Considere as afirmações:</p><p>1) primeira</p>');
    expect(paper.questions[1]!.text).toBe('<p>Enunciado</p>');
    expect(paper.baseTexts.map((b) => [b.title, b.firstQuestion])).toEqual([
      ['Texto I', 1],
      ['Texto II', 2],
    ]);
  });

  it('says so when the file has no question at all', async () => {
    const paper = await parseDocxPaper(await toDocx([p('Só um título')]), 'ABCDE');
    expect(messages(paper.errors)).toEqual([
      '-@-: nenhuma questão encontrada ("Questão 1" ou "1.")',
    ]);
  });
});
