import { useLayoutEffect, useRef, type RefObject } from 'react';

const DURATION_MS = 400;

/**
 * Rows that changed place slide from their old position to the new one (FLIP: measure,
 * invert with a transform, then transition it away). Children mark themselves with
 * `data-flip-key`; people who prefer reduced motion see the rows jump.
 */
export function useFlip(container: RefObject<HTMLElement | null>, dependency: unknown): void {
  const previous = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const next = new Map<string, number>();
    for (const element of root.querySelectorAll<HTMLElement>('[data-flip-key]')) {
      const key = element.dataset.flipKey!;
      const top = element.getBoundingClientRect().top;
      next.set(key, top);
      const before = previous.current.get(key);
      if (reduced || before === undefined || before === top) continue;
      element.style.transition = 'none';
      element.style.transform = `translateY(${before - top}px)`;
      // Reading layout commits the inverted position before the transition starts.
      void element.offsetHeight;
      element.style.transition = `transform ${DURATION_MS}ms ease`;
      element.style.transform = '';
    }
    previous.current = next;
  }, [container, dependency]);
}
