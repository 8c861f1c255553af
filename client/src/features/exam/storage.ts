/**
 * The browser-storage keys of the exam engine, built in one place, and safe accessors: a
 * disabled or full storage (private mode, quota) must never break an exam in progress.
 */

/** PRODUCT §3: the local answer draft. */
export function draftKey(simuladoId: string, userId: string): string {
  return `simulado_answers_${simuladoId}_${userId}`;
}

/** PRODUCT §3/§9: the timer value, per simulado and mode. */
export function timerKey(simuladoId: string, mode: string): string {
  return `simulado_timer_${simuladoId}_${mode}`;
}

/** The outbox of answers not yet acknowledged by the server, per exam session. */
export function saveQueueKey(sessionId: string): string {
  return `exam_save_queue_${sessionId}`;
}

/** The flags ('Revisar depois', crossed-out options) not yet on the server. */
export function flagQueueKey(sessionId: string): string {
  return `exam_flag_queue_${sessionId}`;
}

/** One question per screen or the whole paper, the candidate's choice. */
export const EXAM_LAYOUT_KEY = 'gabaritei_exam_layout';

/** Session storage: the simulado open on the exam screen, so a reload reopens it. */
export const OPEN_EXAM_KEY = 'gabaritei_open_exam';

export function readJson(storage: Storage | null, key: string): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}

/** window.localStorage, or null where reading it throws (sandboxed iframes, some browsers). */
export function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
