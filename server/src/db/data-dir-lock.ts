import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. The
 * first process to open it writes its pid into a lock file; any other process (a second
 * server, `pnpm admin:create`, `pnpm db:migrate`) refuses with this error while that pid
 * is alive. A lock left by a crashed process is taken over at once, even before its parent
 * has reaped it; one whose holder is still exiting is taken over when the exit completes.
 */
export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    const holder =
      pid === process.pid ? 'this process (it is already open)' : `another process (pid ${pid})`;
    super(
      `The embedded database in ${dataDir} is in use by ${holder}. ` +
        `PGlite allows one process at a time: stop that process (for example the running ` +
        `server) and try again, or point DATABASE_URL at PostgreSQL to share a database.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release(): void };

export const LOCK_FILE = 'gabaritei.lock';

/**
 * Lock files this process holds. Our own pid in a lock file is not proof that we hold it:
 * in a container every restart may get the same pid (1), so a leftover lock naming us is
 * stale unless it is in this set.
 */
const heldByThisProcess = new Set<string>();

/** What became of the process named in a lock file. */
export type HolderState = 'alive' | 'dying' | 'dead';

/** `flags` bit the kernel sets as soon as a task starts exiting (include/linux/sched.h). */
const PF_EXITING = 0x4;
/** SIGKILL's bit in the pending-signal masks of /proc/PID/status. */
const SIGKILL_BIT = 1n << 8n;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // The task went away between listing and reading it.
    return null;
  }
}

/** One thread of the holder: its /proc stat state and flags, and its pending SIGKILL. */
function taskState(taskDir: string): HolderState {
  const stat = readProc(path.join(taskDir, 'stat'));
  if (stat === null) return 'dead';
  // The command name is in parentheses and may itself contain spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? '';
  if ('ZXx'.includes(state)) return 'dead';
  if (Number(fields[6]) & PF_EXITING) return 'dying';
  const status = readProc(path.join(taskDir, 'status')) ?? '';
  for (const mask of status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)) {
    if (BigInt(`0x${mask[1]}`) & SIGKILL_BIT) return 'dying';
  }
  return 'alive';
}

/**
 * A process killed with SIGKILL keeps its pid, and `kill(pid, 0)` keeps succeeding, until
 * its parent reaps it: as a zombie it can no longer write, so it counts as dead. While its
 * threads are still tearing down (a large heap takes a moment) it is dying. Node is
 * multi-threaded: the main thread can be a zombie while a libuv thread is mid-write, so
 * every thread is looked at. Without /proc (not Linux) only `kill(pid, 0)` can tell.
 */
export function inspectHolder(pid: number): HolderState {
  if (!isAlive(pid)) return 'dead';
  const procDir = `/proc/${pid}`;
  if (!fs.existsSync('/proc/self/stat')) return 'alive';
  let tasks: string[];
  try {
    tasks = fs.readdirSync(path.join(procDir, 'task'));
  } catch {
    return 'dead';
  }
  let state: HolderState = 'dead';
  for (const task of tasks) {
    const own = taskState(path.join(procDir, 'task', task));
    if (own === 'alive') return 'alive';
    if (own === 'dying') state = 'dying';
  }
  return state;
}

/** How long a dying holder is waited for before refusing: exit teardown takes < 1 s. */
export const DYING_HOLDER_WAIT_MS = 5_000;
const POLL_MS = 50;
/** A holder refused as alive was seen alive this many times, this far apart. */
const ALIVE_READINGS = 5;
const ALIVE_RECHECK_MS = 25;

/** Waits while the holder is dying; resolves true once it is dead, false if it lives on. */
async function holderIsGone(
  pid: number,
  inspect: (pid: number) => HolderState,
  waitMs: number,
): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  let alive = 0;
  for (;;) {
    const state = inspect(pid);
    if (state === 'dead') return true;
    // A thread SIGKILLed a moment ago reads alive between taking the signal and marking
    // itself exiting (longer on a busy machine): a live reading counts once confirmed.
    if (state === 'alive' && ++alive >= ALIVE_READINGS) return false;
    if (state === 'dying') alive = 0;
    if (state === 'dying' && Date.now() >= deadline) return false;
    await new Promise((resolve) =>
      setTimeout(resolve, state === 'alive' ? ALIVE_RECHECK_MS : POLL_MS),
    );
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the lock file with our pid already in it. Writing a temp file and hard-linking
 * it into place is atomic: nobody can ever read a lock file that exists but is still
 * empty and mistake it for a stale one.
 */
function tryCreate(lockPath: string): boolean {
  const temp = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temp, String(process.pid));
  try {
    fs.linkSync(temp, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

export type LockOptions = {
  /** How long a holder that is exiting is waited for. */
  dyingWaitMs?: number;
  /** Tells a live holder from a dying or dead one; /proc by default (tests fake it). */
  inspect?: (pid: number) => HolderState;
};

export async function acquireDataDirLock(
  dataDir: string,
  options: LockOptions = {},
): Promise<DataDirLock> {
  const inspect = options.inspect ?? inspectHolder;
  const dyingWaitMs = options.dyingWaitMs ?? DYING_HOLDER_WAIT_MS;
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const pid = readPid(lockPath);
    if (pid !== null) {
      if (pid === process.pid) {
        if (heldByThisProcess.has(lockPath)) throw new DataDirLockedError(dataDir, pid);
      } else if (!(await holderIsGone(pid, inspect, dyingWaitMs))) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // The holder may have been replaced while we waited: remove only the lock we judged.
      if (readPid(lockPath) !== pid) continue;
    }
    // Stale lock from a process that died (or a file without a pid): remove it, try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: its lock file keeps changing.`);
}
