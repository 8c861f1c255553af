/**
 * The catalogue's list as bare method and path, without zod: the landing's entry bundle
 * reaches it (its free-practice offer), and a schema there would pull all of zod onto the
 * landing. contract.simulados.list is built on it, so the path is still written once.
 */
export const catalogueListRoute = { method: 'GET', path: '/api/simulados' } as const;
