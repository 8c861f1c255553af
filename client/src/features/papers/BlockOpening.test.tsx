import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockOpening } from './BlockOpening';

const baseText = {
  id: 'texto-1',
  title: 'Texto I',
  contentHtml: '<p>Primeira linha<br>segunda linha</p>',
  lineNumbers: true,
  firstQuestion: 1,
  lastQuestion: 5,
};

function renderOpening(number: number, previous: number | undefined) {
  return render(
    <MantineProvider env="test">
      <BlockOpening baseTexts={[baseText]} number={number} previous={previous} />
    </MantineProvider>,
  );
}

describe('the base text above the appeals of its block', () => {
  it('comes folded: the appeals are not pushed below the whole text', () => {
    const { container } = renderOpening(2, undefined);
    const details = container.querySelector('details');
    expect(details?.dataset.baseText).toBe('texto-1');
    expect(details?.open).toBe(false);
    expect(screen.getByRole('heading', { name: /Texto I/ })).toBeTruthy();
  });

  it('comes once per block', () => {
    const { container } = renderOpening(4, 2);
    expect(container.querySelector('details')).toBeNull();
  });
});
