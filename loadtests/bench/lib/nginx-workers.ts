// `pnpm bench sockets --nginx-workers N`: the cluster's nginx runs one worker, which holds
// both files of every proxied socket (the candidate's and the upstream's). Where the hard
// RLIMIT_NOFILE cannot be raised — 20,000 on the development machine, a container without
// CAP_SYS_RESOURCE — that one worker stops near 9,990 sockets. This reloads the bench's own
// cluster's nginx (its CLUSTER_DIR's config; the template is untouched) with N workers (by
// default as many as the sockets' files need), each listening on its own socket
// (reuseport) so that the kernel spreads the connections between them rather than waking
// whichever worker waited last.
import fs from 'node:fs';
import path from 'node:path';
import { descendantsOf } from './processes';

export async function reloadNginxWorkers(
  clusterDir: string,
  masterPid: number,
  workers: number,
): Promise<number[]> {
  const file = path.join(clusterDir, 'nginx', 'nginx.conf');
  const config = fs.readFileSync(file, 'utf8');
  const changed = config
    .replace(/^worker_processes \S+;$/m, `worker_processes ${workers};`)
    .replace(/^(\s*listen \S+);$/m, '$1 reuseport;');
  if (changed === config) throw new Error(`found no worker_processes or listen in ${file}`);
  fs.writeFileSync(file, changed);
  const old = new Set(descendantsOf(masterPid));
  process.kill(masterPid, 'SIGHUP');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const now = descendantsOf(masterPid);
    if (now.length === workers && now.every((pid) => !old.has(pid))) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not reload with ${workers} workers (see ${clusterDir}/nginx.log)`);
}
