import { describe, expect, it } from 'vitest';
import { renderRichHtml } from './render';

const numbers = (html: string) =>
  [...renderRichHtml(html, { lineNumbers: true }).matchAll(/rich-ln">(\d+)</g)].map((m) => m[1]);

describe('numbered base texts: a source credit after the text is not a line', () => {
  it('leaves a closing "(Crônica adaptada…)" unnumbered', () => {
    const html =
      '<p>Primeira linha</p><p>Segunda linha</p><p>(Crônica adaptada de Rubem Braga.)</p>';
    expect(numbers(html)).toEqual(['1', '2']);
    expect(renderRichHtml(html, { lineNumbers: true })).toContain(
      '<p>(Crônica adaptada de Rubem Braga.)</p>',
    );
  });

  it('likewise "Fonte:" and "Disponível em:" lines', () => {
    expect(numbers('<p>Texto</p><p>Fonte: IBGE, 2024.</p>')).toEqual(['1']);
    expect(numbers('<p>Texto</p><p>Disponível em: https://exemplo.gov.br</p>')).toEqual(['1']);
  });

  it('numbers a parenthesis inside the text, and a text of one paragraph', () => {
    expect(numbers('<p>(Uma fala)</p><p>Depois</p>')).toEqual(['1', '2']);
    expect(numbers('<p>(Só isto)</p>')).toEqual(['1']);
  });
});
