import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    // One migrated PGlite template per run: each test server's database starts from a copy.
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
