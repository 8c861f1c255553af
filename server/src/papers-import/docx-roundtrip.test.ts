import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SimuladoFormat } from '@gabaritei/shared';
import { writeDocxPaper } from './docx-export';
import { parseDocxPaper } from './docx-parse';
import type { WordImage } from './html-to-docx';
import { wordImage } from './word-images';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

describe('a paper exported to Word imports back as the same paper', () => {
  it.each([
    ['paper-full.docx', 'ABCDE'],
    ['paper-certo-errado.docx', 'CERTO_ERRADO'],
    ['paper-lists.docx', 'ABCDE'],
  ] as const)('%s', async (name, format: SimuladoFormat) => {
    const first = await parseDocxPaper(fixture(name), format);
    expect(first.errors).toEqual([]);
    const images = new Map<string, WordImage>();
    for (const image of first.images)
      images.set(`asset:${image.ref}`, (await wordImage(image.bytes))!);
    const exported = await writeDocxPaper(
      {
        title: 'Simulado exportado',
        format,
        questions: first.questions,
        baseTexts: first.baseTexts,
      },
      images,
      ['Uma linha de instruções antes das questões.'],
    );
    const second = await parseDocxPaper(exported, format);
    const html = JSON.stringify([first.questions, first.baseTexts]);
    if (name === 'paper-lists.docx')
      for (const tag of ['<ul>', '<ol>', '<li>', '<blockquote><p>'])
        expect(html, `${tag} read from the fixture`).toContain(tag);
    expect(second.errors).toEqual([]);
    expect(second.questions).toEqual(first.questions);
    expect(second.baseTexts).toEqual(first.baseTexts);
    expect(second.images.map((i) => [i.ref, i.alt, i.contentType])).toEqual(
      first.images.map((i) => [i.ref, i.alt, i.contentType]),
    );
  });

  it.each(['ABCDE', 'CERTO_ERRADO'] as const)(
    "keeps an annulment as 'Gabarito: ANULADA' (%s)",
    async (format) => {
      const name = format === 'ABCDE' ? 'paper-full.docx' : 'paper-certo-errado.docx';
      const first = await parseDocxPaper(fixture(name), format);
      const questions = first.questions.map((q, i) => (i === 1 ? { ...q, annulled: true } : q));
      const exported = await writeDocxPaper(
        { title: 'Com anulada', format, questions, baseTexts: first.baseTexts },
        new Map(),
      );
      const second = await parseDocxPaper(exported, format);
      expect(second.errors.filter((e) => !/imagem/.test(e.message))).toEqual([]);
      expect(second.questions.map((q) => q.annulled === true)).toEqual(
        questions.map((_, i) => i === 1),
      );
    },
  );
});
