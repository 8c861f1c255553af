import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { formulaSource } from './FormulaControl';
import { RichEditor } from './RichEditor';

function renderEditor(onChange = vi.fn(), uploadImage?: (file: File) => Promise<{ url: string }>) {
  render(
    <MantineProvider theme={theme} env="test">
      <RichEditor
        label="Enunciado"
        value="<p>Texto</p>"
        onChange={onChange}
        uploadImage={uploadImage}
      />
    </MantineProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

// jsdom lays nothing out; ProseMirror measures ranges to scroll the cursor into view.
const rangeProto = Range.prototype as Partial<
  Pick<Range, 'getClientRects' | 'getBoundingClientRect'>
>;
const stubbed = !('getClientRects' in Range.prototype);
beforeAll(() => {
  if (!stubbed) return;
  rangeProto.getClientRects = () => [] as unknown as DOMRectList;
  rangeProto.getBoundingClientRect = () => new DOMRect();
});
afterAll(() => {
  if (!stubbed) return;
  delete rangeProto.getClientRects;
  delete rangeProto.getBoundingClientRect;
});

describe('RichEditor', () => {
  it('names its tools in Portuguese: formatting, lists, table, formula and image', () => {
    renderEditor(vi.fn(), async () => ({ url: '/x' }));
    for (const name of [
      'Negrito',
      'Itálico',
      'Sublinhado',
      'Tachado',
      'Subscrito',
      'Sobrescrito',
      'Lista numerada',
      'Citação',
      'Inserir tabela',
      'Inserir fórmula',
      'Inserir imagem',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Enunciado' })).toBeTruthy();
  });

  it('inserts a formula as \\( \\) LaTeX, previewed before it goes in', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Inserir fórmula' }));
    await user.type(screen.getByRole('textbox', { name: /Fórmula em LaTeX/ }), 'M = C(1 + i)^n');
    expect(document.querySelector('.katex math')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Inserir' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('\\(M = C(1 + i)^n\\)');
  });

  it('refuses an image without its alternative text', async () => {
    const upload = vi.fn(async () => ({ url: '/x' }));
    const { user } = renderEditor(vi.fn(), upload);
    await user.click(screen.getByRole('button', { name: 'Inserir imagem' }));
    await user.click(screen.getByRole('button', { name: 'Inserir' }));
    expect(await screen.findByText('Informe o texto alternativo da imagem.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('formulaSource', () => {
  it('writes inline and display LaTeX delimiters', () => {
    expect(formulaSource(' x^2 ', false)).toBe('\\(x^2\\)');
    expect(formulaSource('x^2', true)).toBe('\\[x^2\\]');
  });
});
