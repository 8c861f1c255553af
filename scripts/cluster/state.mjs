// .cluster/state.json: what `up` started (roles, pids, ports, the marker that recognises
// each process), so `status` and `down` act on exactly those processes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clusterDir = path.join(root, '.cluster');
const statePath = path.join(clusterDir, 'state.json');

export function readState() {
  if (!fs.existsSync(statePath)) return null;
  return JSON.parse(fs.readFileSync(statePath, 'utf8'));
}

export function writeState(state) {
  fs.mkdirSync(clusterDir, { recursive: true });
  fs.writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
}

export function removeState() {
  fs.rmSync(statePath, { force: true });
}

/** The `status --json` shape: the entry point and each process with its role. */
export function publicStatus(state) {
  return {
    baseUrl: state.baseUrl,
    processes: state.processes.map(({ role, pid, port }) => ({ role, pid, port })),
  };
}
