import { serverTimeSchema } from '../exam/schemas';
import { defineRoutes } from './route';

/** The server clock, public, so the client can set its countdown offset before sign-in. */
export const timeRoutes = defineRoutes({
  now: { method: 'GET', path: '/api/time', response: serverTimeSchema },
});
