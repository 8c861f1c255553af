import { FlagSaveQueue, type FlagQueueDeps } from './flagQueue';
import { flagQueueKey, local, removeKey, saveQueueKey } from '../storage';
import type { ClosedReason } from './saveFailures';
import { AnswerSaveQueue, type SaveQueueDeps } from './saveQueue';

const registry = new Map<string, AnswerSaveQueue>();
const flagRegistry = new Map<string, FlagSaveQueue>();

/**
 * The one queue of a session for the page's lifetime: it outlives the exam screen, so
 * answers still on their way keep going after 'Voltar' and are there again on resume.
 */
export function saveQueueFor(sessionId: string, deps: SaveQueueDeps): AnswerSaveQueue {
  const existing = registry.get(sessionId);
  if (existing && !existing.closed) {
    if (deps.now) existing.setClock(deps.now);
    return existing;
  }
  const queue = new AnswerSaveQueue(sessionId, deps);
  registry.set(sessionId, queue);
  return queue;
}

/** The session's flag queue, kept like its answer queue. */
export function flagQueueFor(sessionId: string, deps: FlagQueueDeps): FlagSaveQueue {
  const existing = flagRegistry.get(sessionId);
  if (existing && !existing.closed) return existing;
  const queue = new FlagSaveQueue(sessionId, deps);
  flagRegistry.set(sessionId, queue);
  return queue;
}

/** Ends a session's queues (submitted or expired) and forgets them. */
export function closeSaveQueue(sessionId: string, reason: ClosedReason): void {
  const flags = flagRegistry.get(sessionId);
  if (flags) flags.stop();
  else removeKey(local(), flagQueueKey(sessionId));
  flagRegistry.delete(sessionId);
  const queue = registry.get(sessionId);
  if (queue && !queue.closed) queue.close(reason);
  else removeKey(local(), saveQueueKey(sessionId));
  registry.delete(sessionId);
}

/** Tests: start every file from an empty registry. */
export function resetSaveQueues(): void {
  for (const queue of registry.values()) if (!queue.closed) queue.close('submitted');
  registry.clear();
  for (const queue of flagRegistry.values()) queue.stop();
  flagRegistry.clear();
}
