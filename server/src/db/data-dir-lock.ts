import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. The
 * first process to open it writes its pid into a lock file; any other process (a second
 * server, `pnpm admin:create`, `pnpm db:migrate`) refuses with this error while that pid
 * is alive. A lock left by a crashed process is taken over.
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

export function acquireDataDirLock(dataDir: string): DataDirLock {
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
      const ours = pid === process.pid;
      if (ours ? heldByThisProcess.has(lockPath) : isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
    }
    // Stale lock from a process that died (or a file without a pid): remove it, try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: its lock file keeps changing.`);
}
