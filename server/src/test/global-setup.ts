import type { TestProject } from 'vitest/node';
import { createTestTemplates } from './templates';

/**
 * vitest `globalSetup` of the server and e2e suites: the run's migrated templates (see
 * templates.ts), handed to the test files through `inject`, and removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createTestTemplates(process.env.TEST_DATABASE_URL);
  project.provide('pgliteTemplate', templates.pglite);
  if (templates.postgres) project.provide('postgresTemplate', templates.postgres);
  return () => templates.remove();
}
