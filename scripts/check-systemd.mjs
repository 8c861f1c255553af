#!/usr/bin/env node
// CI: `systemd-analyze verify` on infra/systemd's template units, each as an instance (a
// template itself cannot be verified). Any complaint about our files fails, warnings too:
// systemd ignores an unknown key with a warning, and a misspelt limit would go unnoticed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const units = path.join(root, 'infra/systemd');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-systemd-'));
const instances = { 'gabaritei-api@.service': '3001', 'gabaritei-worker@.service': '1' };
const files = [];
for (const [template, instance] of Object.entries(instances)) {
  const file = path.join(work, template.replace('@.', `@${instance}.`));
  fs.copyFileSync(path.join(units, template), file);
  files.push(file);
}
const unknown = fs.readdirSync(units).filter((name) => !(name in instances));
if (unknown.length > 0) {
  console.error(`systemd: add ${unknown.join(', ')} to scripts/check-systemd.mjs`);
  process.exit(1);
}
const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...files], { encoding: 'utf8' });
fs.rmSync(work, { recursive: true, force: true });
if (run.error) {
  console.error(`systemd: systemd-analyze is missing (${run.error.message})`);
  process.exit(1);
}
// Lines about the host (no container PID 1, missing tmp.mount) are not ours.
const ours = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('gabaritei-'));
if (run.status !== 0 || ours.length > 0) {
  console.error(`systemd-analyze verify (exit ${run.status}):\n${ours.join('\n') || run.stderr}`);
  process.exit(1);
}
console.info(`systemd: ${files.map((f) => path.basename(f)).join(', ')} verified`);
