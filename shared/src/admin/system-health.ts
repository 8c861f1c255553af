import { z } from 'zod';

/** Socket.IO events of the admin panel's 'Saúde do sistema' tab. */
export const SYSTEM_HEALTH_EVENTS = {
  join: 'health:join',
  leave: 'health:leave',
  /** One process's own figures (API instance or worker), every few seconds. */
  instance: 'health:instance',
  /** The figures every instance shares (database and queue), while an admin watches. */
  cluster: 'health:cluster',
} as const;

export const instanceHealthSchema = z.object({
  instanceId: z.string(),
  role: z.enum(['api', 'worker']),
  uptimeSeconds: z.number(),
  /** Event-loop delay over the last sampling interval, in milliseconds. */
  eventLoopDelayMs: z.object({ mean: z.number(), p99: z.number() }),
  /** Sockets connected to this instance (0 for a worker). */
  sockets: z.number().int(),
  /** Answer saves this process wrote or failed over the last 60 s. */
  savesPerMinute: z.number().int(),
  failedSavesPerMinute: z.number().int(),
  failedSavesTotal: z.number().int(),
  /** The last ranking recompute this process ran, if any. */
  lastRecompute: z.object({ at: z.string(), durationMs: z.number() }).nullable(),
  reportedAt: z.string(),
});
export type InstanceHealth = z.infer<typeof instanceHealthSchema>;

export const clusterHealthSchema = z.object({
  sessionsInProgress: z.array(
    z.object({ simuladoId: z.string(), title: z.string(), sessions: z.number().int() }),
  ),
  /** Saves of sessions in progress in the last 60 s, every instance (from the database). */
  savesPerMinute: z.number().int(),
  queue: z.object({
    kind: z.enum(['in-process', 'bullmq']),
    waiting: z.number().int(),
    active: z.number().int(),
    delayed: z.number().int(),
    failed: z.number().int(),
  }),
  /** PDF report jobs not finished yet. */
  reportBacklog: z.number().int(),
  generatedAt: z.string(),
});
export type ClusterHealth = z.infer<typeof clusterHealthSchema>;

export const systemHealthSchema = z.object({
  cluster: clusterHealthSchema,
  /** The instance that answered; the others arrive over the socket. */
  instance: instanceHealthSchema,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
