import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes, routeUrl } from './route';

const routes = defineRoutes({
  access: {
    method: 'GET',
    path: '/api/purchases/access/:simuladoId',
    params: z.object({ simuladoId: z.string() }),
    response: z.object({ hasAccess: z.boolean() }),
  },
  ranking: {
    method: 'GET',
    path: '/api/results/ranking/:id',
    params: z.object({ id: z.string() }),
    query: z.object({ page: z.number().optional(), q: z.string().optional() }),
    response: z.object({}),
  },
});

describe('routeUrl', () => {
  it('fills each :name with its encoded value', () => {
    expect(routeUrl(routes.access, { simuladoId: 'a/b c' })).toBe(
      '/api/purchases/access/a%2Fb%20c',
    );
  });

  it('appends the defined query values and leaves out the empty ones', () => {
    expect(routeUrl(routes.ranking, { id: 'x' }, { page: 2, q: '' })).toBe(
      '/api/results/ranking/x?page=2',
    );
    expect(routeUrl(routes.ranking, { id: 'x' }, { q: 'joão & cia' })).toBe(
      '/api/results/ranking/x?q=jo%C3%A3o+%26+cia',
    );
  });

  it('refuses to build a URL with a parameter missing', () => {
    expect(() => routeUrl(routes.access, {})).toThrow('missing the parameter simuladoId');
  });
});
