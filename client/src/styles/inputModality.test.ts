import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './inputModality';

describe('trackInputModality', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    delete document.documentElement.dataset.input;
  });

  it('says keyboard after a key and pointer after a click or a tap, until stopped', () => {
    stop = trackInputModality();
    const root = document.documentElement;
    expect(root.dataset.input).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(root.dataset.input).toBe('keyboard');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(root.dataset.input).toBe('pointer');
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(root.dataset.input).toBe('pointer');
  });
});
