import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The load generator's own parts; the benches themselves are run by `pnpm bench`.
    include: ['bench/**/*.test.ts', 'k6-compat/**/*.test.ts'],
  },
});
