#!/usr/bin/env node
// Points the code's references to the old, out-of-repository product specification at
// docs/PRODUCT.md, which keeps its section numbers: `SPEC §4` becomes `PRODUCT §4`, and a
// comment's "the spec" becomes docs/PRODUCT.md.
//
//   node scripts/rewrite-spec-refs.mjs            dry run: counts, changes nothing
//   node scripts/rewrite-spec-refs.mjs --verbose  dry run, each changed line before/after
//   node scripts/rewrite-spec-refs.mjs --write    rewrites the files
//
// Run it on a merged tree (other branches edit these files). It is idempotent: a second
// run finds nothing. Lines that contrast with the old spec ("not in the spec", "beyond
// the spec's three tabs") are history, not references: they are listed, never rewritten.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !['--write', '--verbose', '--help'].includes(a));
if (args.has('--help') || unknown.length > 0) {
  console.info('usage: node scripts/rewrite-spec-refs.mjs [--write] [--verbose]');
  process.exit(unknown.length > 0 ? 1 : 0);
}
const write = args.has('--write');
const verbose = args.has('--verbose');

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();

/** Text files that may cite the spec; the lockfile and binaries never do. */
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|html|json|ya?ml|sql|sh)$/;
const SKIP = new Set([
  'pnpm-lock.yaml',
  // PRODUCT.md explains the convention with `SPEC §4` on purpose; this script names it too.
  'docs/PRODUCT.md',
  'scripts/rewrite-spec-refs.mjs',
]);
const PROSE_FILE = /\.md$/;

/**
 * Everywhere, strings included (test names cite sections too): unambiguous references to a
 * numbered section. Order matters: "the spec (§7)" before "spec (§7)" before "SPEC §7".
 */
const SECTION_RULES = [
  { name: 'the spec (§N)', pattern: /\bthe spec \(§(\d+(?:\.\d+)*)\)/gi, to: 'PRODUCT §$1' },
  { name: 'spec (§N)', pattern: /\bspec \(§(\d+(?:\.\d+)*)\)/gi, to: 'PRODUCT §$1' },
  { name: 'SPEC §N', pattern: /\bspec §/gi, to: 'PRODUCT §' },
  { name: 'SPEC.md', pattern: /(?:\/work\/shared\/)?\bSPEC\.md\b/g, to: 'docs/PRODUCT.md' },
];

/** Whole-file rules for prose whose sentence spans a line break. */
const FILE_RULES = [
  {
    name: 'README: spec kept outside',
    file: /^README\.md$/,
    pattern: /The product specification is(\s+)kept outside this repository;/g,
    to: 'The product is described in$1`docs/PRODUCT.md`;',
  },
];

/** Only in comments and prose: "the spec" as the name of the document. */
const DOCUMENT_RULES = [
  { name: "the spec's", pattern: /\b[Tt]he spec's\b/g, to: "PRODUCT.md's" },
  { name: 'the spec', pattern: /\b[Tt]he spec\b(?!')/g, to: 'docs/PRODUCT.md' },
];

/** Mentions of the old spec as history: rewriting them would make them false. */
const HISTORY = [/not in the spec/i, /beyond the spec/i, /as far as the spec/i];

/** True when the match at `index` sits in a comment of a source line (or in prose). */
function inComment(file, line, index) {
  if (PROSE_FILE.test(file)) return true;
  const before = line.slice(0, index);
  if (/^\s*\*/.test(line)) return true; // a JSDoc or block-comment continuation line
  return before.includes('//') || before.includes('/*');
}

function rewriteLine(file, line, counts) {
  let next = line;
  for (const rule of SECTION_RULES) {
    next = next.replace(rule.pattern, (...match) => {
      counts[rule.name] = (counts[rule.name] ?? 0) + 1;
      return rule.to.replace('$1', match[1] ?? '');
    });
  }
  const historical = HISTORY.some((pattern) => pattern.test(next));
  if (!historical) {
    for (const rule of DOCUMENT_RULES) {
      next = next.replace(rule.pattern, (found, ...rest) => {
        const index = rest.find((value) => typeof value === 'number');
        if (!inComment(file, next, index)) return found;
        counts[rule.name] = (counts[rule.name] ?? 0) + 1;
        return rule.to;
      });
    }
  }
  return next;
}

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && TEXT_FILE.test(file) && !SKIP.has(file));

const totals = {};
const changedFiles = [];
const leftForReview = [];
const longLines = [];
const PRINT_WIDTH = 100;

for (const file of files) {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) continue;
  const text = fs.readFileSync(absolute, 'utf8');
  if (!/spec/i.test(text)) continue;
  const counts = {};
  let whole = text;
  for (const rule of FILE_RULES.filter((r) => r.file.test(file))) {
    whole = whole.replace(rule.pattern, (_found, gap) => {
      counts[rule.name] = (counts[rule.name] ?? 0) + 1;
      return rule.to.replace('$1', gap);
    });
  }
  const lines = whole.split('\n');
  const rewritten = lines.map((line, i) => {
    const next = rewriteLine(file, line, counts);
    if (next !== line && verbose) {
      console.info(`${file}:${i + 1}\n  - ${line.trim()}\n  + ${next.trim()}`);
    }
    // `PRODUCT §` is 3 characters longer than `SPEC §`; Prettier leaves comments unwrapped.
    if (next !== line && next.length > PRINT_WIDTH && line.length <= PRINT_WIDTH) {
      longLines.push(`${file}:${i + 1} (${next.length} characters)`);
    }
    if (/\bspec('s)?\b/i.test(next)) {
      leftForReview.push(`${file}:${i + 1}: ${next.trim()}`);
    }
    return next;
  });
  const replaced = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (replaced === 0) continue;
  changedFiles.push({ file, replaced });
  for (const [name, n] of Object.entries(counts)) totals[name] = (totals[name] ?? 0) + n;
  if (write) fs.writeFileSync(absolute, rewritten.join('\n'));
}

const total = Object.values(totals).reduce((sum, n) => sum + n, 0);
console.info(write ? 'Rewritten:' : 'Dry run (use --write to apply):');
for (const { file, replaced } of changedFiles)
  console.info(`  ${String(replaced).padStart(3)}  ${file}`);
console.info('\nBy rule:');
for (const [name, n] of Object.entries(totals)) console.info(`  ${String(n).padStart(3)}  ${name}`);
console.info(`\n${total} references in ${changedFiles.length} files.`);
if (longLines.length > 0) {
  console.info(`\nLines now over ${PRINT_WIDTH} characters — rewrap if you like:`);
  for (const line of longLines) console.info(`  ${line}`);
}
if (leftForReview.length > 0) {
  console.info(`\nLeft as they are (history, or not in a comment) — review by hand:`);
  for (const line of leftForReview) console.info(`  ${line}`);
}
