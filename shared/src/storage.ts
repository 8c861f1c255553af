/**
 * Browser-storage keys the client reads and writes. They live here so a later screen (the
 * simulados list stores the key, the login screen consumes it) can never drift apart.
 */

/** Session-storage key of the simulado a visitor picked before logging in (PRODUCT §3, §4). */
export const PENDING_EXAM_KEY = 'pendingExamSimuladoId';
