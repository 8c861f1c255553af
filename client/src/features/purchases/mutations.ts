import { useMutation } from '@tanstack/react-query';
import { createPurchase } from './api';
import { CATALOGUE_WRITES } from '../simulados/invalidation';
import { purchaseQueries } from './queries';

/**
 * POST /api/purchases; afterwards the purchase list and every access answer are stale, and
 * so is the simulado's detail, which now carries its questions ('0 questões' otherwise).
 */
export function useCreatePurchaseMutation() {
  return useMutation({
    mutationFn: createPurchase,
    meta: { invalidates: [purchaseQueries.all(), ...CATALOGUE_WRITES] },
  });
}
