import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Files that replace a module with `vi.mock` (the socket) or that fail after one that did:
 * they get a fresh module graph each. Every other file shares its worker's modules and
 * jsdom with the files before it (`isolate: false`), which takes the suite from about 200 s
 * to about 70 s here (156 s → 70 s, 43 files): most of a component test's time was the per-file start (jsdom,
 * Mantine, React), not the test. The shared files clean up after themselves (setup.ts:
 * `cleanup`, `restoreMocks`, `unstubGlobals`).
 */
const ISOLATED = [
  'src/features/ranking/useLiveRanking.test.tsx',
  'src/pages/ExamTaking/ExamModes.test.tsx',
  'src/pages/ExamTaking/ExamTaking.test.tsx',
  'src/pages/ExamTaking/ExamTaking.expiry.test.tsx',
  'src/pages/ExamTaking/CertoErradoChoice.test.tsx',
  // Its radio click reached no onChange after some other file had run in the same jsdom.
  'src/pages/ExamTaking/AnswerOptions.booklet.test.tsx',
  'src/pages/Rankings/RankingsPage.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // jsdom for the component tests; the pure modules run there just as well.
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // CI runs this suite beside the server's, on two cores: a screen test that types and
      // waits out a debounce can pass vitest's default 5 s without anything being wrong.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ISOLATED,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
      ],
    },
  }),
);
