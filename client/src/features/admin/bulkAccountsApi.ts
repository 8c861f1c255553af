import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract, type BulkAccountsImportInput, type BulkAccountsReport } from '@gabaritei/shared';
import { call } from '../../api/call';
import { adminQueries } from './queries';

/** POST /api/admin/users/import: a dry run checks, the real one creates and mails. */
export async function importStudentAccounts(
  input: BulkAccountsImportInput,
): Promise<BulkAccountsReport> {
  return call(contract.bulkAccounts.import, { body: input });
}

/** The users list and the panel's counts are stale once accounts were created. */
export function useImportStudentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudentAccounts,
    onSuccess: async (report) => {
      if (!report.dryRun) await queryClient.invalidateQueries({ queryKey: adminQueries.all() });
    },
  });
}
