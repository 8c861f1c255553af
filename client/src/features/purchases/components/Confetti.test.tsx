import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Confetti } from './Confetti';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderConfetti() {
  return render(
    <MantineProvider env="test">
      <Confetti count={12} />
    </MantineProvider>,
  );
}

describe('Confetti', () => {
  it('drops decorative pieces, hidden from assistive tech', () => {
    preferReducedMotion(false);
    renderConfetti();
    const layer = screen.getByTestId('confetti');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.children).toHaveLength(12);
  });

  it('stays still for users who prefer reduced motion', async () => {
    preferReducedMotion(true);
    renderConfetti();
    await waitFor(() => expect(screen.queryByTestId('confetti')).toBeNull());
  });
});
