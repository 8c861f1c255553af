import { bulkAccountsImportSchema, bulkAccountsReportSchema } from '../bulk-accounts/schemas';
import { defineRoutes } from './route';

/** Student accounts from a spreadsheet (PRODUCT, Admin): ADMIN only. */
export const bulkAccountsRoutes = defineRoutes({
  import: {
    method: 'POST',
    path: '/api/admin/users/import',
    body: bulkAccountsImportSchema,
    response: bulkAccountsReportSchema,
  },
});
