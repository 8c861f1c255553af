import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaperImportResult } from '@gabaritei/shared';
import { AltTextField } from './AltTextField';

const SRC = '/api/assets/preview-1.png';
const question = (number: number, text: string) => ({
  number,
  text,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  optionE: null,
  correctOption: 'A' as const,
  weight: 1,
  subject: null,
  explanation: null,
});
const image = {
  ref: 'image1.png',
  previewSrc: SRC,
  alt: null,
  contentType: 'image/png',
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};
const result: PaperImportResult = {
  saved: false,
  questions: [question(1, '<p>Sem figura</p>'), question(2, `<p><img src="${SRC}"></p>`)],
  baseTexts: [],
  images: [image],
  errors: [],
};

describe('AltTextField', () => {
  it('asks for the description beside the figure, saying which question holds it', () => {
    render(
      <MantineProvider env="test">
        <AltTextField result={result} image={image} value="" onChange={() => undefined} />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: /Texto alternativo da imagem image1.png/ });
    const figure = document.querySelector('img');
    expect(figure?.getAttribute('src')).toBe(image.dataUrl);
    // The figure and its field share one row: nothing else between them.
    expect(figure?.parentElement?.contains(field)).toBe(true);
    expect(screen.getByText('Imagem na questão 2.')).toBeTruthy();
  });
});
