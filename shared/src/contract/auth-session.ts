/**
 * The two auth routes every page calls (the session's user, and sign-out from the header),
 * as bare method and path, without zod: the landing's entry bundle reaches them, and a schema
 * there would pull all of zod onto the landing. contract.auth.me and .logout are built on
 * these, so the path is still written once; the client checks the user by hand instead.
 */
export const authSessionRoutes = {
  me: { method: 'GET', path: '/api/auth/me' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const;
