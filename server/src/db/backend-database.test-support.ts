import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { createPostgresDatabase, type BackendName } from '../test/support';

/**
 * A database of its own on `backend`, without an app: a copy of the run's migrated template,
 * or empty (`migrated: false`) for a suite that migrates it itself. `close()` drops it.
 */
export async function openBackendDatabase(
  backend: BackendName,
  options: { migrated: boolean },
): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    return openDatabase({
      dataDir: null,
      template: options.migrated ? inject('pgliteTemplate') : undefined,
    });
  }
  const database = await createPostgresDatabase({
    template: options.migrated ? inject('postgresTemplate') : undefined,
  });
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
