import fs from 'node:fs';

/** A process seen in /proc: its pid and start time together name it (pids are reused). */
export type ProcessMark = { pid: number; startTime: string; command: string };

type ProcStat = { ppid: number; state: string; startTime: string };

function readStat(pid: number): ProcStat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: fields count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, ppid: Number(fields[1]), startTime: fields[19]! };
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/**
 * Every process below `root`, read from /proc. Taken before `root` is killed: afterwards
 * its orphans belong to init and nothing links them to it any more.
 */
export function descendantsOf(root: number): ProcessMark[] {
  const parents = new Map<number, ProcStat>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) parents.set(pid, stat);
  }
  const below = (pid: number): boolean => {
    for (let up = parents.get(pid)?.ppid; up; up = parents.get(up)?.ppid) {
      if (up === root) return true;
    }
    return false;
  };
  return [...parents]
    .filter(([pid]) => below(pid))
    .map(([pid, stat]) => ({ pid, startTime: stat.startTime, command: commandOf(pid) }));
}

/** Those of `marks` still running: same pid and start time, and not a zombie. */
export function stillRunning(marks: ProcessMark[]): ProcessMark[] {
  return marks.filter((mark) => {
    const stat = readStat(mark.pid);
    return stat !== null && stat.startTime === mark.startTime && !'ZXx'.includes(stat.state);
  });
}

/** Waits until none of `marks` runs; answers those still running at the deadline. */
export async function waitUntilGone(marks: ProcessMark[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = stillRunning(marks);
    if (left.length === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const isChromium = (mark: ProcessMark): boolean => /chrom/i.test(mark.command);
