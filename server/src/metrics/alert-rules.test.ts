import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROMTOOL = '/usr/bin/promtool';
const rulesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../infra/prometheus',
);
const read = (file: string) => readFileSync(path.join(rulesDir, file), 'utf8');
const alertNames = (text: string, key: RegExp) => new Set([...text.matchAll(key)].map((m) => m[1]));

// Debian's prometheus package ships promtool (CI installs it, .ci/run).
describe.skipIf(!existsSync(PROMTOOL))('the alert rules under promtool', () => {
  it('has a unit test for every rule, firing and quiet', () => {
    const rules = alertNames(read('alerts.yml'), /^\s*- alert: (\w+)/gm);
    const tested = read('alerts.test.yml');
    const firing = alertNames(tested, /alertname: (\w+)\n\s*exp_alerts:\n/g);
    const quiet = alertNames(tested, /alertname: (\w+)\n\s*exp_alerts: \[\]/g);
    expect(rules.size).toBeGreaterThanOrEqual(12);
    for (const rule of rules) {
      expect(firing, `${rule} never fires in alerts.test.yml`).toContain(rule);
      expect(quiet, `${rule} is never checked quiet in alerts.test.yml`).toContain(rule);
    }
  });

  it('passes `promtool check rules` and `promtool test rules`', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number; output: string }>((resolve) =>
        execFile(PROMTOOL, args, { cwd: rulesDir }, (error, stdout, stderr) =>
          resolve({ code: error ? 1 : 0, output: stdout + stderr }),
        ),
      );
    const check = await run(['check', 'rules', 'alerts.yml']);
    expect(check.code, check.output).toBe(0);
    const test = await run(['test', 'rules', 'alerts.test.yml']);
    expect(test.code, test.output).toBe(0);
    expect(test.output).toContain('SUCCESS');
  });
});
