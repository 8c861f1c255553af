import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
