import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import { paperImportQuerySchema, paperImportResultSchema } from '../papers-import/schemas';
import { defineRoutes } from './route';

const simuladoParams = z.object({ id: simuladoIdSchema });

/**
 * A paper in and out of Word and spreadsheets (ADMIN). The imports take a multipart body
 * (field `file`; for Word an optional field `alt`, JSON of alternative texts by image ref)
 * that no JSON schema describes, so they declare none. `?dryRun=true` reads and answers
 * without saving. The downloads answer a file's bytes, read as a Blob by the client.
 */
export const papersImportRoutes = defineRoutes({
  importDocx: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions/docx',
    params: simuladoParams,
    query: paperImportQuerySchema,
    response: paperImportResultSchema,
  },
  importZip: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions/zip',
    params: simuladoParams,
    query: paperImportQuerySchema,
    response: paperImportResultSchema,
  },
  exportDocx: {
    method: 'GET',
    path: '/api/admin/simulados/:id/export/docx',
    params: simuladoParams,
    response: z.unknown(),
  },
  exportJson: {
    method: 'GET',
    path: '/api/admin/simulados/:id/export/json',
    params: simuladoParams,
    response: z.unknown(),
  },
  docxTemplate: {
    method: 'GET',
    path: '/api/admin/papers/template.docx',
    response: z.unknown(),
  },
});
