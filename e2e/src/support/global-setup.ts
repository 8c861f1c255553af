import type { TestProject } from 'vitest/node';
import { createTestTemplates } from '@gabaritei/server/test-templates';

/**
 * vitest `globalSetup`: one migrated PGlite template for the run, which every test
 * server's in-memory database loads instead of running initdb and the migrations (see
 * server/src/test/templates.ts). The test servers use PGlite only: no PostgreSQL template.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createTestTemplates();
  project.provide('pgliteTemplate', templates.pglite);
  return () => templates.remove();
}
