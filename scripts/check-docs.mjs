#!/usr/bin/env node
// `node scripts/check-docs.mjs` (part of `pnpm lint`): the documentation stays navigable.
// Every relative link in README.md and docs/**/*.md must name a file or folder that exists,
// and a `#anchor` must name a heading of its target (GitHub's slug rules); README.md stays
// within its line budget, so it remains a README and not a notebook; and no document points
// at tracker issues ("issue" and a number), which readers of the repository cannot open.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const README_BUDGET = 180;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** GitHub's heading id: lower case, punctuation dropped, spaces to hyphens (github-slugger). */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image keeps its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();

/** The ids GitHub gives the headings of a markdown file (a repeated one gets -1, -2…). */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const seen = new Map();
  const anchors = new Set();
  for (const { line } of proseLines(fs.readFileSync(file, 'utf8'))) {
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const { line } of proseLines(fs.readFileSync(file, 'utf8'))) {
    for (const match of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The link targets of a line: inline links and images, and reference definitions. */
function targetsOf(line) {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  const targets = [];
  for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(match[1]);
  }
  const definition = withoutCode.match(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/);
  if (definition) targets.push(definition[1]);
  return targets;
}

function checkLink(file, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: …
  const [rawPath, anchor] = target.split('#', 2);
  const pathPart = decodeURIComponent(rawPath);
  const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), pathPart);
  if (!resolved.startsWith(root) || !fs.existsSync(resolved)) {
    return `'${target}': no such file`;
  }
  if (anchor === undefined || anchor === '') return null;
  if (!resolved.endsWith('.md') || fs.statSync(resolved).isDirectory()) {
    return `'${target}': an anchor into something that is not a markdown file`;
  }
  if (!anchorsOf(resolved).has(decodeURIComponent(anchor).toLowerCase())) {
    return `'${target}': ${path.relative(root, resolved)} has no heading '#${anchor}'`;
  }
  return null;
}

export function checkDocs(files) {
  const problems = [];
  for (const file of files) {
    const name = path.relative(root, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const { line, number } of proseLines(text)) {
      for (const target of targetsOf(line)) {
        const problem = checkLink(file, target);
        if (problem) problems.push(`${name}:${number}: broken link ${problem}`);
      }
    }
    // Code blocks too: the tree in ARCHITECTURE.md is prose in a fence.
    text.split('\n').forEach((line, index) => {
      const tracker = line.match(/\bissues?\s+\d+/i);
      if (tracker) {
        problems.push(
          `${name}:${index + 1}: '${tracker[0]}' points at the tracker, which is not in the repository: say what the behaviour is and why`,
        );
      }
    });
  }
  const readme = path.join(root, 'README.md');
  const readmeLines = fs.readFileSync(readme, 'utf8').replace(/\n$/, '').split('\n').length;
  if (readmeLines > README_BUDGET) {
    problems.push(
      `README.md: ${readmeLines} lines, over its budget of ${README_BUDGET}: move the detail into docs/`,
    );
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
  const problems = checkDocs(files);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`check-docs: ${problems.length} problem(s) in ${files.length} files`);
    process.exit(1);
  }
  console.info(`check-docs: ${files.length} files, every relative link resolves`);
}
