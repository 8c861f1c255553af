#!/usr/bin/env node
// No source file points at tracker issues ("issue" and a number): the tracker is not in
// the repository, so a reader cannot follow the reference. Comments and test names say what the
// code does and why instead. Run by scripts/check-structure.mjs (part of `pnpm lint`), or alone:
// `node scripts/check-tracker-tags.mjs`.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder } from './lib/source-files.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where tags are looked for: every package's sources, the proofs, the benches, the scripts. */
export const TAG_ROOTS = [
  'client/src',
  'server/src',
  'shared/src',
  'workers/src',
  'e2e/src',
  'loadtests',
  'scripts',
];

/**
 * Roots whose tags are still being rewritten: skipped until they are clean. Empty now; keep
 * it for a tree imported with tags of its own, and empty it again as soon as it is clean.
 */
export const TAG_CHECK_PENDING = [];

// Comments, test names and messages alike: "issue" or "issues" and a number, joined by a space,
// a hyphen, an underscore or a '#', in any case; and GitHub's bracketed '#' and number. A CSS
// colour never sits alone in brackets.
const TAG = /\bissues?[\s_-]*#?\d+|\(#\d+\)/gi;
const FILES = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|md)$/;

const walk = (dir) => filesUnder(dir, (name) => FILES.test(name));

/** The tags of one text, with their 1-based line numbers. */
export function tagsIn(text) {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(TAG)].map((match) => ({ line: index + 1, tag: match[0] })),
    );
}

/** Every tag under `roots` but outside `pending`, as 'file:line: message' findings. */
export function trackerTags(roots = TAG_ROOTS, pending = TAG_CHECK_PENDING, root = ROOT) {
  return roots
    .filter((dir) => !pending.includes(dir))
    .flatMap((dir) => walk(join(root, dir)))
    .flatMap((path) =>
      tagsIn(readFileSync(path, 'utf8')).map(
        ({ line, tag }) =>
          `${relative(root, path)}:${line}: '${tag}' points at the tracker, which is not in ` +
          'the repository: say what the code does and why',
      ),
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = trackerTags();
  for (const finding of found) console.log(finding);
  console.log(
    found.length === 0
      ? `No tracker tags${TAG_CHECK_PENDING.length > 0 ? ` (not yet checked: ${TAG_CHECK_PENDING.join(', ')})` : ''}.`
      : `Tracker tags: ${found.length}.`,
  );
  if (found.length > 0) process.exitCode = 1;
}
