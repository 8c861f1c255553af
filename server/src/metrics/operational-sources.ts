import fs from 'node:fs';
import path from 'node:path';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { MetricSources } from './metrics';
import { sessionsOverdue } from './metrics.repository';

/**
 * The sources behind the paging alerts that are not a request's figure: sessions the
 * expiry should have finalised, and the disks the data and reports live on.
 */
export function operationalSources(deps: {
  db: Db;
  clock: Clock;
  /** Folders by label ('data', 'reports'); null: not on disk in this configuration. */
  dirs: Record<string, string | null>;
}): Pick<MetricSources, 'sessionsOverdue' | 'disks'> {
  return {
    sessionsOverdue: async () => {
      const now = deps.clock.now().getTime();
      const { count, oldest } = await sessionsOverdue(deps.db, new Date(now - SAVE_GRACE_MS));
      const late = oldest ? (now - SAVE_GRACE_MS - oldest.getTime()) / 1000 : 0;
      return { count, oldestSeconds: Math.max(0, late) };
    },
    disks: async () => {
      const disks = [];
      for (const [dir, folder] of Object.entries(deps.dirs)) {
        if (!folder) continue;
        const stats = await fs.promises.statfs(existingAncestor(folder));
        disks.push({ dir, free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize });
      }
      return disks;
    },
  };
}

/** The folder, or the nearest parent that exists yet (a fresh install makes it later). */
function existingAncestor(folder: string): string {
  let current = path.resolve(folder);
  while (!fs.existsSync(current) && path.dirname(current) !== current) {
    current = path.dirname(current);
  }
  return current;
}
