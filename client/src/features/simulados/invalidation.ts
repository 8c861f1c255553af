import type { QueryKey } from '@tanstack/react-query';
import { simuladoQueries } from './queries';

/**
 * What a write that changes a simulado's paper, its catalogue entry or who may read its
 * paper leaves stale: the catalogue (list and detail; the detail carries the questions only
 * to whoever may sit it, so a purchase changes it too) and the admin panel's lists. A
 * mutation names these in `meta.invalidates` (app/queryClient.ts invalidates them).
 */
export const CATALOGUE_WRITES: ReadonlyArray<QueryKey> = [simuladoQueries.all(), ['admin']];
