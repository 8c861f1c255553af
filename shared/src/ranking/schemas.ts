import { z } from 'zod';

/** pt-BR texts of the rankings (PRODUCT §2 Rankings, §4 availability). */
export const RANKING_MESSAGES = {
  noResults: 'Ainda não há resultados para este simulado.',
  notStarted: 'O ranking fica disponível a partir do início do simulado.',
  practiceOnly: 'Este simulado é apenas para prática e não tem ranking oficial.',
  invalidPage: 'Página inválida: use um número inteiro a partir de 1.',
  invalidPageSize: 'Tamanho de página inválido: use de 1 a 200.',
} as const;

/** Socket.IO events of the live ranking; rooms are `ranking:{simuladoId}` and `user:{id}`. */
export const RANKING_EVENTS = {
  join: 'ranking:join',
  leave: 'ranking:leave',
  updated: 'ranking:updated',
  me: 'ranking:me',
} as const;

export const RANKING_PAGE_SIZE_DEFAULT = 50;
export const RANKING_PAGE_SIZE_MAX = 200;

/** ?page=&pageSize= of GET /api/results/ranking/{id}. */
export const rankingQuerySchema = z.object({
  page: z.coerce
    .number({ error: RANKING_MESSAGES.invalidPage })
    .int({ error: RANKING_MESSAGES.invalidPage })
    .min(1, { error: RANKING_MESSAGES.invalidPage })
    .max(1_000_000, { error: RANKING_MESSAGES.invalidPage })
    .default(1),
  pageSize: z.coerce
    .number({ error: RANKING_MESSAGES.invalidPageSize })
    .int({ error: RANKING_MESSAGES.invalidPageSize })
    .min(1, { error: RANKING_MESSAGES.invalidPageSize })
    .max(RANKING_PAGE_SIZE_MAX, { error: RANKING_MESSAGES.invalidPageSize })
    .default(RANKING_PAGE_SIZE_DEFAULT),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/** One row of 'Classificação Geral': score is a percent (0 to 100). */
export const rankingEntrySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  rank: z.number().int(),
  score: z.number(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** The caller's own standing, present even when it is not on the requested page. */
export const rankingMeSchema = rankingEntrySchema.extend({ percentile: z.number() });
export type RankingMe = z.infer<typeof rankingMeSchema>;

/**
 * One ranking page (a "ranking group" of PRODUCT §3 plus its summary). The class-filtered
 * teacher endpoint answers with the same shape.
 */
export const rankingPageSchema = z.object({
  simuladoId: z.string(),
  simuladoTitle: z.string(),
  isAvailable: z.boolean(),
  message: z.string().nullable(),
  participants: z.number().int(),
  average: z.number(),
  rankings: z.array(rankingEntrySchema),
  me: rankingMeSchema.nullable(),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

/** GET /api/results/ranking: every ranking group with its first page. */
export const rankingGroupsSchema = z.array(rankingPageSchema);

/** `ranking:updated` to the room: the summary and the first page; nothing private. */
export const rankingUpdatedEventSchema = z.object({
  simuladoId: z.string(),
  participants: z.number().int(),
  average: z.number(),
  rankings: z.array(rankingEntrySchema),
  /** Grows with every recompute: a client ignores an event older than what it holds. */
  version: z.number().int(),
});
export type RankingUpdatedEvent = z.infer<typeof rankingUpdatedEventSchema>;

/** `ranking:me` to the user's own room when their position changed. */
export const rankingMeEventSchema = z.object({
  simuladoId: z.string(),
  participants: z.number().int(),
  me: rankingMeSchema,
  version: z.number().int(),
});
export type RankingMeEvent = z.infer<typeof rankingMeEventSchema>;
