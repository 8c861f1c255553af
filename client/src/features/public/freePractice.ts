import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueListRoute } from '@gabaritei/shared';
import { api } from '../../api/client';

/** Just what the landing's offer shows of a simulado (the full list is parsed elsewhere). */
export type FreePractice = { id: string; title: string; questionCount: number };

type ListedSimulado = { id?: unknown; title?: unknown; price?: unknown; questionCount?: unknown };

/** The seed names it so ("Simulado Demonstrativo — Sempre Aberto"): free and never closing. */
const DEMO_TITLE = /demonstrativo/i;

/**
 * The free demo simulado the landing offers: the demonstrative one when the catalogue has
 * it, else any free one. Read without zod on purpose, so the landing stays light (not even
 * zod/mini: see toSessionUser in features/auth/api.ts for the measure).
 */
export function pickFreePractice(list: unknown): FreePractice | null {
  if (!Array.isArray(list)) return null;
  const free = (list as ListedSimulado[]).filter(
    (s) => typeof s.id === 'string' && typeof s.title === 'string' && s.price === 0,
  );
  const chosen = free.find((s) => DEMO_TITLE.test(String(s.title))) ?? free[0];
  if (!chosen) return null;
  return {
    id: String(chosen.id),
    title: String(chosen.title),
    questionCount: typeof chosen.questionCount === 'number' ? chosen.questionCount : 0,
  };
}

export const freePracticeQuery = queryOptions({
  queryKey: ['public', 'free-practice'] as const,
  // The schema-free half of contract.simulados.list: its zod parse is what the landing avoids.
  queryFn: async ({ signal }) => pickFreePractice(await api.get(catalogueListRoute.path, signal)),
  staleTime: 5 * 60_000,
});

export function useFreePractice() {
  return useQuery(freePracticeQuery);
}
