import { useEffect, useSyncExternalStore } from 'react';
import type { AnswerSaveQueue, SaveQueueSnapshot } from './saveQueue';

const IDLE: SaveQueueSnapshot = { status: 'idle', pending: 0 };
const noop = () => () => undefined;

/**
 * The save status of a session's queue for the screen, and the browser's `online` and
 * `offline` events wired to it: back online, the queue sends at once instead of waiting
 * out its back-off.
 */
export function useSaveQueueStatus(queue: AnswerSaveQueue | null): SaveQueueSnapshot {
  const snapshot = useSyncExternalStore(
    queue?.subscribe ?? noop,
    queue?.getSnapshot ?? (() => IDLE),
  );

  useEffect(() => {
    if (!queue) return;
    const online = () => queue.retryNow();
    const offline = () => queue.markOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [queue]);

  return snapshot;
}
