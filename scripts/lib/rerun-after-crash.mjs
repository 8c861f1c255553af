// `pnpm test`'s one retry: of the files a V8 abort left unrun (scripts/test.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * V8 can abort the whole process while it frees PGlite's WebAssembly code in a worker
 * thread ('Check failed: jit_page_->allocations_.erase(addr) == 1', nodejs/node#64500;
 * PGlite 0.5, Node 22 to 26). The abort takes every thread's file with it and writes no
 * report. Then, and only then, the files that had not passed run once more, loudly; a file
 * that had failed before the abort keeps the suite failed.
 */
const V8_ABORT = /Fatal error in|Check failed: jit_page_|Segmentation fault|SIGSEGV|SIGTRAP/;

export async function rerunAfterCrash({ name, dir, logFile, status, root, warnings, vitest }) {
  const log = stripVTControlCharacters(fs.readFileSync(logFile, 'utf8'));
  if (!V8_ABORT.test(log)) return { status, reports: [path.join(dir, `${name}.json`)] };
  const passed = new Set([...log.matchAll(/^ ✓ (src\/\S+\.test\.ts)/gm)].map((match) => match[1]));
  const failed = [...log.matchAll(/^ ❯ (src\/\S+\.test\.ts)/gm)].map((match) => match[1]);
  const left = fs
    .globSync('src/**/*.test.ts', { cwd: path.join(root, name) })
    .filter((file) => !passed.has(file) && !failed.includes(file));
  const warning =
    `${name}: V8 aborted the test process (nodejs/node#64500) after ${passed.size} files had ` +
    `passed; the ${left.length} files left ran again (the counts are theirs only).`;
  warnings.push(warning);
  fs.appendFileSync(logFile, `\n\n⚠️  ${warning}\n\n`);
  const again = path.join(dir, `${name}-rerun.json`);
  const rerun = await vitest(name, again, logFile, left);
  return { status: failed.length > 0 ? 1 : rerun, reports: [again] };
}
