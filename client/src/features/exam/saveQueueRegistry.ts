import { local, removeKey, saveQueueKey } from './storage';
import type { ClosedReason } from './saveFailures';
import { AnswerSaveQueue, type SaveQueueDeps } from './saveQueue';

const registry = new Map<string, AnswerSaveQueue>();

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

/** Ends a session's queue (submitted or expired) and forgets it. */
export function closeSaveQueue(sessionId: string, reason: ClosedReason): void {
  const queue = registry.get(sessionId);
  if (queue && !queue.closed) queue.close(reason);
  else removeKey(local(), saveQueueKey(sessionId));
  registry.delete(sessionId);
}

/** Tests: start every file from an empty registry. */
export function resetSaveQueues(): void {
  for (const queue of registry.values()) if (!queue.closed) queue.close('submitted');
  registry.clear();
}
