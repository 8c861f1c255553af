/**
 * Lets the requests waiting on this thread in. Embedded, PGlite runs each statement on the
 * thread that serves the exams and resolves it in a microtask, so a long run of statements
 * (an import's thousand rows) holds every save until its last one: a turn of the event loop
 * between batches of them keeps a save's wait to one batch.
 */
export const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
