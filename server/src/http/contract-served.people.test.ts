import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { contract, type RouteSpec } from '@gabaritei/shared';
import { accountRoutes } from '../account/account.routes';
import type { AccountService } from '../account/account.service';
import { authRoutes } from '../auth/auth.routes';
import type { AuthService } from '../auth/auth.service';
import { contactRoutes } from '../contact/contact.routes';
import type { ContactService } from '../contact/contact.service';

/**
 * The auth, account and contact plugins, mounted as app.ts mounts them (no prefix), on
 * services nobody calls: the test reads what Fastify registered, never a request.
 */
async function mountAreas(): Promise<Map<string, RouteOptions>> {
  const app: FastifyInstance = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const served = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.set(`${method} ${route.url}`, route);
  });
  const publicUrl = 'http://localhost:3000';
  await app.register(authRoutes, { auth: {} as AuthService, publicUrl });
  await app.register(accountRoutes, { account: {} as AccountService, publicUrl });
  await app.register(contactRoutes, { contact: {} as ContactService });
  await app.ready();
  await app.close();
  return served;
}

const areas = {
  auth: contract.auth,
  account: contract.account,
  contact: contract.contact,
} satisfies Record<string, Record<string, RouteSpec>>;

describe('the auth, account and contact routes', () => {
  it('are registered from shared’s contract, with its own schemas and nothing besides', async () => {
    const served = await mountAreas();
    const declared = Object.values(areas).flatMap((routes) => Object.values(routes));
    for (const route of declared) {
      const key = `${route.method} ${route.path}`;
      const options = served.get(key);
      expect(options, key).toBeDefined();
      // The very schema objects of the contract: a copy in a route file could drift.
      expect(options?.schema?.params, key).toBe(route.params);
      expect(options?.schema?.querystring, key).toBe(route.query);
      expect(options?.schema?.body, key).toBe(route.body);
      const response = options?.schema?.response as Record<number, unknown> | undefined;
      expect(response?.[route.status ?? 200], key).toBe(route.response);
    }
    const declaredKeys = declared.map((route) => `${route.method} ${route.path}`);
    expect([...served.keys()].filter((key) => !key.startsWith('HEAD ')).sort()).toEqual(
      [...new Set(declaredKeys)].sort(),
    );
  });
});
