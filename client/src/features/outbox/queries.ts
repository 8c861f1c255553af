import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, type Outbox } from '@gabaritei/shared';
import { ApiError } from '../../api/client';
import { call } from '../../api/call';

/**
 * The admins' outbox (GET /api/admin/outbox). With SMTP configured the server answers 404:
 * `null` here, and the panel shows no tab for it.
 */
export const outboxQueries = {
  list: () =>
    queryOptions({
      queryKey: ['admin', 'outbox'] as const,
      queryFn: async ({ signal }): Promise<Outbox | null> => {
        try {
          return await call(contract.outbox.list, {}, signal);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      // Newly sent e-mails should appear when the tab is opened again.
      staleTime: 0,
    }),
};

/** Whether the panel offers 'Caixa de saída': no SMTP configured (and the caller is an ADMIN). */
export function useOutboxAvailable(): boolean {
  const { data } = useQuery(outboxQueries.list());
  return data !== undefined && data !== null;
}
