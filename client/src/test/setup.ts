import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render loads its lazy chunk; on a busy two-core machine running files in
// parallel (and, in CI, beside the server suite) that alone can pass the default 1 s of
// findBy/waitFor, and a debounced search can pass 3 s.
configure({ asyncUtilTimeout: 8_000 });

// jsdom lacks the layout APIs Mantine probes for; inert stand-ins are enough for tests.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => undefined;
  // Mantine's autosize Textarea re-measures when web fonts load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
}

// Files share one jsdom (isolate: false): whatever a test wrote into the page by hand, and
// not through render, must not be read by the next file's queries.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.innerHTML = '';
});
