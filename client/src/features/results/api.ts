import { z } from 'zod';
import { resultItemSchema, type ResultItem } from '@gabaritei/shared';
import { api } from '../../api/client';

const resultListSchema = z.array(resultItemSchema);

/** GET /api/result/{userId}: the user's submitted attempts (PRODUCT §7). */
export async function fetchResults(userId: string, signal?: AbortSignal): Promise<ResultItem[]> {
  return resultListSchema.parse(await api.get(`/api/result/${encodeURIComponent(userId)}`, signal));
}
