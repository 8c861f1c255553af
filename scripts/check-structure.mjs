#!/usr/bin/env node
// Keeps the shape step closed: no source file over MAX_LINES, and no import cycle between the
// folders (areas) of the server or the client. Prints every finding; exits 1 if any. Tests,
// their support files and the proofs' route tables count too: a long test is as hard to read
// and review as long code, and a table grows by one area's routes at a time, so it splits by
// area. Cycles are looked for in production code only: a test may reach across areas.
// Plain Node on purpose: it runs before anything is installed or built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TAG_CHECK_PENDING, trackerTags } from './check-tracker-tags.mjs';
import { filesUnder } from './lib/source-files.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 250;

/** Where file length is checked. */
const SIZE_ROOTS = [
  'client/src',
  'server/src',
  'shared/src',
  'workers/src',
  'e2e/src',
  'loadtests',
  'scripts',
];

/**
 * Where folder cycles are checked, and how deep a folder counts as one area: the server's
 * areas sit right under src/; the client's are pages/<Area> and features/<area>.
 */
const CYCLE_ROOTS = [
  { root: 'server/src', depth: 1 },
  { root: 'client/src', depth: 2 },
];

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST = /\.(test|spec|test-support)\.[^.]+$/;
/** A header that says a tool wrote the file, not a person. */
const GENERATED = /^\s*(\/\/|\/\*|\*)\s*(@generated|auto-?generated|do not edit)/im;

const walk = (dir) => filesUnder(dir, (name) => SOURCE.test(name) && !name.endsWith('.d.ts'));

const isProductionSource = (path) => !TEST.test(path);
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function oversizedFiles() {
  const found = [];
  for (const root of SIZE_ROOTS) {
    for (const path of walk(join(ROOT, root))) {
      const text = readFileSync(path, 'utf8');
      if (GENERATED.test(text.slice(0, 500))) continue;
      const lines = lineCount(text);
      if (lines > MAX_LINES) found.push({ file: relative(ROOT, path), lines });
    }
  }
  return found.sort((a, b) => b.lines - a.lines);
}

// Static and dynamic imports, re-exports and require(), type-only ones included: a type
// import is still a dependency a reader has to follow.
const IMPORT =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '');
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The area of a file: its folder under the root, cut to `depth`; a root-level file is its own. */
function areaOf(srcRoot, depth, file) {
  const parts = relative(srcRoot, file).split(sep);
  if (parts.length === 1) return parts[0];
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
}

/** Tarjan's strongly connected components: every group of areas that reach each other. */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

function folderCycles({ root, depth }) {
  const srcRoot = join(ROOT, root);
  // area → (imported area → the first file-to-file import that makes the edge)
  const graph = new Map();
  for (const file of walk(srcRoot).filter(isProductionSource)) {
    const from = areaOf(srcRoot, depth, file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
      if (!target || !target.startsWith(srcRoot + sep)) continue;
      const to = areaOf(srcRoot, depth, target);
      const edges = graph.get(from);
      if (to !== from && !edges.has(to))
        edges.set(to, `${relative(srcRoot, file)} → ${relative(srcRoot, target)}`);
    }
  }
  return stronglyConnected(graph).map((group) => ({
    root,
    areas: group,
    edges: group.flatMap((from) =>
      [...graph.get(from)]
        .filter(([to]) => group.includes(to))
        .map(([to, example]) => `${from} → ${to}  (${example})`),
    ),
  }));
}

const oversized = oversizedFiles();
const cycles = CYCLE_ROOTS.flatMap(folderCycles);

if (oversized.length > 0) {
  console.log(`Source files over ${MAX_LINES} lines (${oversized.length}):`);
  for (const { file, lines } of oversized) console.log(`  ${String(lines).padStart(5)}  ${file}`);
}
if (cycles.length > 0) {
  console.log(`Import cycles between folders (${cycles.length}):`);
  for (const cycle of cycles) {
    console.log(`  ${cycle.root}: ${cycle.areas.join(' ↔ ')}`);
    for (const edge of cycle.edges) console.log(`    ${edge}`);
  }
}
if (oversized.length === 0 && cycles.length === 0) {
  console.log(`Structure OK: no source file over ${MAX_LINES} lines, no folder cycle.`);
} else {
  process.exitCode = 1;
}

// Comments and test names say what the code does, never which tracker issue asked for it.
const tags = trackerTags();
const pending =
  TAG_CHECK_PENDING.length > 0 ? ` (${TAG_CHECK_PENDING.join(', ')} not yet checked)` : '';
if (tags.length > 0) {
  console.log(`Tracker tags: ${tags.length}${pending}.`);
  for (const finding of tags) console.log(`  ${finding}`);
  process.exitCode = 1;
} else {
  console.log(`No tracker tags in comments or test names${pending}.`);
}
