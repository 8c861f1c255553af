import { defineConfig } from 'vitest/config';
import { slowFirst } from '@gabaritei/server/test-sequencer';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    // One migrated PGlite template per run: each test server's database starts from a copy.
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own server and Chromium: most of a browser test is
    // waiting (network idle, transitions, the live ranking), so two fit the two cores and
    // the suite takes about half as long; every wait is on a condition, not a duration.
    maxWorkers: 2,
    // The long files first (seconds on CI's two cores, 2026-11), so neither worker ends the
    // run alone with one of them.
    sequence: {
      sequencer: slowFirst([
        'src/a11y-walk-1280.e2e.test.ts', // ~220 s
        'src/a11y-walk-360.e2e.test.ts', // ~220 s
        'src/exam.e2e.test.ts', // ~100 s (its two 1-minute expiries side by side)
        'src/candidate-screens.e2e.test.ts', // ~140 s
        'src/class-admin.e2e.test.ts', // ~120 s
        'src/season-walk.e2e.test.ts', // ~80 s (two PDF prints, a regrade)
      ]),
    },
  },
});
