import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { XSS_CORPUS } from '@gabaritei/shared/content/xss-corpus';
import { BaseTextBlock } from './BaseTextBlock';
import { RichContent } from './RichContent';
import { TABLE_REGION_LABEL } from './renderRich';

const baseText = {
  id: 'texto-1',
  title: 'Texto I',
  contentHtml: '<p>Primeira linha<br>segunda linha</p><p>terceira</p>',
  lineNumbers: true,
  firstQuestion: 1,
  lastQuestion: 3,
};

describe('RichContent', () => {
  it('keeps the allow-list and drops every active thing of the XSS corpus', () => {
    const { container } = render(<RichContent html={XSS_CORPUS.join('')} />);
    const rich = container.querySelector('[data-rich]')!;
    expect(
      rich.querySelector('script, iframe, object, embed, form, style, svg, meta, link, base'),
    ).toBeNull();
    for (const element of rich.querySelectorAll('*'))
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value).not.toMatch(/javascript:|data:|evil\.example/i);
      }
  });

  it('shows a formula KaTeX cannot draw as its source, and the rest of the text', () => {
    const braces = `${'{'.repeat(3000)}x${'}'.repeat(3000)}`;
    render(<RichContent html={`<p>Antes \\(${braces}\\) depois</p>`} />);
    expect(document.querySelector('code.rich-tex')?.textContent).toBe(braces);
    expect(document.querySelector('[data-rich]')?.textContent).toContain('depois');
  });

  it('shows formatting, formulas as MathML and tables in a named scroll box', () => {
    render(
      <RichContent html="<p>Marque a <strong>INCORRETA</strong>: \(x^2\)</p><table><tbody><tr><td>V</td></tr></tbody></table>" />,
    );
    expect(screen.getByText('INCORRETA').tagName).toBe('STRONG');
    expect(document.querySelector('.katex math annotation')?.textContent).toBe('x^2');
    const box = screen.getByRole('region', { name: TABLE_REGION_LABEL });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.querySelector('table')).not.toBeNull();
  });

  it('loads figures lazily, so a paper in one scroll fetches only those near the screen', () => {
    const src =
      '/api/simulados/00000000-0000-4000-8000-000000000000/assets/00000000-0000-4000-8000-000000000001';
    render(<RichContent html={`<p>Observe: <img src="${src}" alt="Gráfico de barras"></p>`} />);
    const figure = screen.getByRole('img', { name: 'Gráfico de barras' });
    expect(figure.getAttribute('loading')).toBe('lazy');
    expect(figure.getAttribute('decoding')).toBe('async');
    expect(figure.getAttribute('src')).toBe(src);
  });

  it('shows old plain text as it was, escaped', () => {
    render(<RichContent html="2 < 3 & <b>não é tag" />);
    expect(document.querySelector('[data-rich]')?.textContent).toContain('2 < 3 &');
  });
});

describe('BaseTextBlock', () => {
  it('numbers the lines and folds the text on a phone with a named toggle', async () => {
    const user = userEvent.setup();
    render(
      <BaseTextBlock baseText={baseText}>
        <p>Questão 1</p>
      </BaseTextBlock>,
    );
    const numbers = [...document.querySelectorAll('.rich-ln')].map((n) => n.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
    expect(screen.getByRole('heading', { name: 'Texto I — questões 1 a 3' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Ocultar texto' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Mostrar texto' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(document.querySelector('[data-collapsed]')).not.toBeNull();
  });
});
