import type { z } from 'zod';
import {
  clusterHealthSchema,
  instanceHealthSchema,
  SYSTEM_HEALTH_EVENTS,
} from '../admin/system-health';
import { REGRADE_EVENT, regradeStatusSchema } from '../appeals/schemas';
import { EXAM_DEADLINE_EVENT, examDeadlinePayloadSchema } from '../exam/accommodations';
import { EXAM_ERRATA_EVENT, examErrataPayloadSchema } from '../exam/errata';
import { EXAM_EXPIRED_EVENT, examExpiredPayloadSchema } from '../exam/schemas';
import {
  RANKING_EVENTS,
  rankingMeEventSchema,
  rankingUpdatedEventSchema,
} from '../ranking/schemas';

/**
 * Every Socket.IO event the server sends, with its payload's schema. The server's
 * EventPublisher only publishes these names with these payloads, and the client's socket is
 * typed by the same map, so an event is followed from its emit to its listener by name.
 */
export const serverEvents = {
  [EXAM_EXPIRED_EVENT]: examExpiredPayloadSchema,
  [EXAM_DEADLINE_EVENT]: examDeadlinePayloadSchema,
  [EXAM_ERRATA_EVENT]: examErrataPayloadSchema,
  [RANKING_EVENTS.updated]: rankingUpdatedEventSchema,
  [RANKING_EVENTS.me]: rankingMeEventSchema,
  [REGRADE_EVENT]: regradeStatusSchema,
  [SYSTEM_HEALTH_EVENTS.instance]: instanceHealthSchema,
  [SYSTEM_HEALTH_EVENTS.cluster]: clusterHealthSchema,
} as const;

export type ServerEventName = keyof typeof serverEvents;
export type ServerEventPayload<E extends ServerEventName> = z.input<(typeof serverEvents)[E]>;

/** Socket.IO's map for the server → client direction. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.output<(typeof serverEvents)[E]>) => void;
};

/**
 * Every event a client may send. The server treats each argument as untrusted (it checks
 * the simulado id and the caller's rights before joining a room), so these types describe
 * what the app sends, not what the server assumes.
 */
export type ClientToServerEvents = {
  [RANKING_EVENTS.join]: (simuladoId: string) => void;
  [RANKING_EVENTS.leave]: (simuladoId: string) => void;
  [SYSTEM_HEALTH_EVENTS.join]: () => void;
  [SYSTEM_HEALTH_EVENTS.leave]: () => void;
  /** A round trip: the server acknowledges once every earlier event of this socket is handled. */
  ping: (ack: (reply: { pong: true; user: string | null }) => void) => void;
};
