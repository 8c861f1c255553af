// `pnpm bench sockets`: what its figures are made of — the settled memory of a process,
// the connections each instance holds, a broadcast's receipt delays — and its tables.
import fs from 'node:fs';
import type { cpuBetween } from './processes';
import type { PidNames } from './report';
import { count } from './runs';
import { formatMs, LatencyRecorder, printTable } from './stats';
import { rssKb } from './timeup-report';

/** The median of a few samples: one reading taken mid-GC or mid-allocation does not move it. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The resident memory (kB) of a group of processes (nginx: master and workers), settled. */
export async function settledRssKb(pids: readonly number[], samples = 5, gapMs = 1000) {
  const readings: number[] = [];
  for (let i = 0; i < samples; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    readings.push(pids.reduce((sum, pid) => sum + rssKb(pid), 0));
  }
  return median(readings);
}

/**
 * Established TCP connections whose local port is `port`, from /proc/net/tcp's text: the
 * connections an instance accepted (nginx's side of each has the port as its remote one).
 */
export function establishedOn(procNetTcp: string, port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const line of procNetTcp.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address is ADDR:PORT in hex; st 01 is ESTABLISHED.
    if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '01') n++;
  }
  return n;
}

export function readProcNetTcp(): string {
  const v6 = '/proc/net/tcp6';
  return (
    fs.readFileSync('/proc/net/tcp', 'utf8') +
    (fs.existsSync(v6) ? fs.readFileSync(v6, 'utf8').split('\n').slice(1).join('\n') : '')
  );
}

export type Round = {
  /** When the submit that moved the ranking was sent. */
  submittedAt: number;
  /** When the worker published the room's `ranking:updated` on Redis (null: not seen). */
  publishedAt: number | null;
  /** When each socket first heard it; sockets that did not are counted as missing. */
  receipts: number[];
  missing: number;
};

export type RoundFigures = {
  received: number;
  missing: number;
  fromPublish: { p50: number; p99: number; max: number };
  publishAfterSubmitMs: number;
  lastAfterSubmitMs: number;
};

export function roundFigures(round: Round): RoundFigures {
  const delays = new LatencyRecorder();
  const from = round.publishedAt ?? Number.NaN;
  for (const at of round.receipts) delays.add(at - from);
  const last = round.receipts.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
  return {
    received: round.receipts.length,
    missing: round.missing,
    fromPublish: { p50: delays.percentile(50), p99: delays.percentile(99), max: delays.max() },
    publishAfterSubmitMs: from - round.submittedAt,
    lastAfterSubmitMs: round.receipts.length ? last - round.submittedAt : Number.NaN,
  };
}

export type Instance = {
  name: string;
  held: number;
  rssBeforeKb: number;
  rssAfterKb: number;
};

/** kB per connection; NaN when the instance held none (no figure rather than infinity). */
export function perConnectionKb(instance: Pick<Instance, 'held' | 'rssBeforeKb' | 'rssAfterKb'>) {
  return instance.held > 0 ? (instance.rssAfterKb - instance.rssBeforeKb) / instance.held : NaN;
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
const kbEach = (kb: number) => (Number.isNaN(kb) ? '—' : `${kb.toFixed(1)} kB`);

/** Files a process has open and may open (its soft RLIMIT_NOFILE), from /proc. */
export function openFiles(pid: number): { open: number; limit: number } {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  const limit = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Number.NaN);
  return { open: fs.readdirSync(`/proc/${pid}/fd`).length, limit };
}

export function printHeld(input: {
  wanted: number;
  held: number;
  instances: Instance[];
  nginx: Instance;
  nginxFiles: Array<{ open: number; limit: number }>;
  connectMs: number;
  cpuCheck: number;
}): void {
  const total = input.instances.reduce((sum, i) => sum + i.held, 0);
  const rows: string[][] = [
    ['process', 'sockets', 'share', 'RSS before', 'RSS after', 'per socket'],
  ];
  for (const i of [...input.instances, input.nginx]) {
    const share = i === input.nginx ? '' : `${((100 * i.held) / Math.max(1, total)).toFixed(1)} %`;
    rows.push([
      i.name,
      count(i.held),
      share,
      mb(i.rssBeforeKb),
      mb(i.rssAfterKb),
      kbEach(perConnectionKb(i)),
    ]);
  }
  printTable(
    `sockets held: ${count(input.held)} of ${count(input.wanted)} ` +
      `(connected and joined in ${formatMs(input.connectMs)})`,
    rows,
  );
  // Each proxied socket holds two of a worker's files: the candidate's and the upstream's.
  const files = input.nginxFiles.map((f) => `${count(f.open)} of ${count(f.limit)}`).join(', ');
  console.info(`nginx workers' open files: ${files}`);
  console.info(`CPU check (fixed JS loop): ${formatMs(input.cpuCheck)}`);
}

export function printBroadcasts(rounds: Round[], failure: string | null, dropped: number) {
  const table: string[][] = [
    ['broadcast', 'received', 'p50', 'p99', 'max', 'publish after submit', 'last after submit'],
  ];
  rounds.forEach((round, index) => {
    const f = roundFigures(round);
    table.push([
      `ranking:updated #${index + 1}`,
      `${count(f.received)}${f.missing ? ` (${count(f.missing)} missing)` : ''}`,
      formatMs(f.fromPublish.p50),
      formatMs(f.fromPublish.p99),
      formatMs(f.fromPublish.max),
      formatMs(f.publishAfterSubmitMs),
      formatMs(f.lastAfterSubmitMs),
    ]);
  });
  printTable('receipt delay after the worker published the broadcast on Redis', table);
  if (failure) console.info(`broadcasts stopped: ${failure}`);
  console.info(`sockets dropped while held: ${count(dropped)}`);
}

/** "api-1 412 ms, nginx 230 ms, …": CPU time by process name (and service) over a stage. */
export function cpuMs(cpu: ReturnType<typeof cpuBetween>, names: PidNames, wallMs: number) {
  const byName = new Map<string, number>();
  for (const [pid, cores] of cpu.perPid) {
    const name = names.get(pid) ?? String(pid);
    byName.set(name, (byName.get(name) ?? 0) + cores * wallMs);
  }
  for (const [service, cores] of cpu.perService) byName.set(service, cores * wallMs);
  const known = [...byName.values()].reduce((a, b) => a + b, 0);
  byName.set('other processes and kernel', Math.max(0, cpu.machine * wallMs - known));
  const parts = [...byName]
    .filter(([, ms]) => ms >= 5)
    .map(([n, ms]) => `${n} ${ms.toFixed(0)} ms`);
  return `${parts.join(', ')} over ${formatMs(wallMs)}`;
}
