import { z } from 'zod';

// zod 4 probes `new Function('')` when it builds an object schema, to compile a faster
// parser. Under the Content-Security-Policy (no 'unsafe-eval') that probe fails
// quietly but is reported as a violation on every screen with a form. The client parses a
// handful of small payloads, so the compiled path buys nothing: turn it off. This module is
// the entry's first import, so it runs before any schema is built.
z.config({ jitless: true });
