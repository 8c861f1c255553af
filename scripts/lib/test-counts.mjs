// The counts `pnpm test` (scripts/test.mjs) prints, read from each suite's Vitest JSON report.
import fs from 'node:fs';

/** The counts of several reports of one suite, added up. */
export function mergeCounts(list) {
  const counts = { passed: 0, failed: 0, skipped: 0, paths: {} };
  for (const c of list) {
    counts.passed += c.passed;
    counts.failed += c.failed;
    counts.skipped += c.skipped;
    for (const [name, p] of Object.entries(c.paths)) {
      const bucket = (counts.paths[name] ??= { passed: 0, skipped: 0 });
      bucket.passed += p.passed;
      bucket.skipped += p.skipped;
    }
  }
  return counts;
}

/** Counts of one suite's JSON report, and of its tests per back-end path (by their titles). */
export function readCounts(reportFile) {
  const counts = { passed: 0, failed: 0, skipped: 0, paths: {} };
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return counts;
  }
  counts.passed = report.numPassedTests ?? 0;
  counts.failed = report.numFailedTests ?? 0;
  counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const name = [...(test.ancestorTitles ?? []), test.title].join(' ').toLowerCase();
      const path = /postgres/.test(name)
        ? 'postgres'
        : /redis|bullmq|cross-instance/.test(name)
          ? 'redis'
          : /pglite/.test(name)
            ? 'pglite'
            : null;
      if (!path) continue;
      const bucket = (counts.paths[path] ??= { passed: 0, skipped: 0 });
      if (test.status === 'passed') bucket.passed++;
      else if (test.status === 'skipped' || test.status === 'pending') bucket.skipped++;
    }
  }
  return counts;
}
