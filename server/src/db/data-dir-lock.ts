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
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        `PGlite allows one process at a time: stop that process (for example the running ` +
        `server) and try again, or point DATABASE_URL at PostgreSQL to share a database.`,
    );
  }
}

export type DataDirLock = { release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'gabaritei.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // Stale lock from a process that died: remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
