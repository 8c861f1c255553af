import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPurchase } from './api';
import { purchaseQueries } from './queries';

/** POST /api/purchases; afterwards the purchase list and every access answer are stale. */
export function useCreatePurchaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseQueries.all() }),
  });
}
