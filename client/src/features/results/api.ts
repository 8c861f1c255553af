import { z } from 'zod';
import {
  disciplinesResponseSchema,
  resultItemSchema,
  type DisciplinesResponse,
  type ResultItem,
} from '@gabaritei/shared';
import { api } from '../../api/client';

const resultListSchema = z.array(resultItemSchema);

/** GET /api/result/{userId}: the user's submitted attempts (PRODUCT §7). */
export async function fetchResults(userId: string, signal?: AbortSignal): Promise<ResultItem[]> {
  return resultListSchema.parse(await api.get(`/api/result/${encodeURIComponent(userId)}`, signal));
}

/** GET /api/result/disciplines: the caller's attempt per discipline against the field. */
export async function fetchDisciplines(
  simuladoId: string,
  resultId: string | undefined,
  signal?: AbortSignal,
): Promise<DisciplinesResponse> {
  const query = new URLSearchParams({ simuladoId, ...(resultId ? { resultId } : {}) });
  return disciplinesResponseSchema.parse(await api.get(`/api/result/disciplines?${query}`, signal));
}
