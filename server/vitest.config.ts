import { defineConfig } from 'vitest/config';
import { slowFirst } from './src/test/slow-first-sequencer';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates one PGlite and one PostgreSQL template per run; each suite starts from a copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    // A live ranking's messages may wait for a rewrite's spacing (up to 3 s, ranking
    // recompute) and a busy CI machine: expect.poll's 1 s default is shorter than either.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two workers fit the 2-core machine.
    maxWorkers: 2,
    // A worker thread per file, not a child process: the suite is CPU-bound here (95 % busy)
    // and a process per file costs more to start (730 s → 663 s for the 107 files, 2026-11).
    pool: 'threads',
    // Files share their worker's module graph instead of loading the server's anew each
    // (178 files): the whole suite went from about 1,150 s to 590 s here, every test green.
    // Files reset what they change (fake timers, their own apps and databases).
    isolate: false,
    // Minute-long files first (seconds on CI's two cores, 2026-11), so neither worker ends
    // the run alone with one of them.
    sequence: {
      sequencer: slowFirst([
        'src/proofs/hostile-fuzz.test.ts', // 2 × ~150 s
        'src/exam/exam.crash.test.ts', // ~160 s
        'src/cli/cli.test.ts', // ~75 s
        'src/reports/reports.crash.test.ts', // ~70 s
        'src/proofs/route-matrix.test.ts',
        'src/main.test.ts',
      ]),
    },
  },
});
