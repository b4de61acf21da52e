import Fastify, { type FastifyContextConfig } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { ACCESS_LEVELS, type RegisteredRoute, requireAccessDeclarations } from './route-access';

const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/counters',
  'GET /api/events',
  'POST /api/contact',
  'POST /api/page-views',
  'POST /api/client-errors',
  'GET /api/me',
  'GET /api/auth/verify-email',
  'GET /api/auth/reset-password/:token',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/send-verification-email',
  'POST /api/auth/sign-out',
];

const ADMIN_API_ROUTES = ['GET /api/admin/counters', 'PUT /api/admin/counters/:name'];

/** A concrete URL for a route pattern: parameters and wildcards filled with a plausible value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'events').replace(/\*$/, 'anything');
}

describe.each(testDatabases())('route access declarations on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records an access level for every route, and the public API routes as public', async () => {
    const app = await buildTestApp(database);
    try {
      expect(app.registeredRoutes.length).toBeGreaterThan(0);
      for (const route of app.registeredRoutes) expect(ACCESS_LEVELS).toContain(route.access);
      const declared = app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
      expect(declared).toEqual(expect.arrayContaining(PUBLIC_API_ROUTES));
      for (const route of PUBLIC_API_ROUTES) {
        const [method, url] = route.split(' ') as [string, string];
        expect(app.hasRoute({ method: method, url }), route).toBe(true);
        expect(app.registeredRoutes.find((entry) => `${entry.method} ${entry.url}` === route)?.access).toBe('public');
      }
    } finally {
      await app.close();
    }
  });

  it('declares the admin API admin-only', async () => {
    const app = await buildTestApp(database);
    try {
      for (const route of ADMIN_API_ROUTES) {
        expect(app.registeredRoutes.find((entry) => `${entry.method} ${entry.url}` === route)?.access, route).toBe('admin');
      }
    } finally {
      await app.close();
    }
  });

  it('refuses a visitor with 401 on every member and admin route, whatever the body', async () => {
    const app = await buildTestApp(database);
    try {
      const guarded = app.registeredRoutes.filter((route) => route.access !== 'public');
      expect(guarded.length).toBeGreaterThanOrEqual(ADMIN_API_ROUTES.length);
      for (const route of guarded) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          ...(route.method === 'GET' ? {} : { payload: { value: 1 } }),
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    } finally {
      await app.close();
    }
  });
});

// The check buildApp installs (the registry the tests above read is filled by it), tried on a bare
// server: rebuilding the whole app around a mocked module would need vi.resetModules(), which under
// the server project's shared module graph (isolate: false) hands fresh copies of the database
// driver's modules to an app given a handle opened with the old ones.
describe('requireAccessDeclarations', () => {
  it.each([
    ['without config.access', {}],
    ['with an unknown access level', { access: 'anyone' }],
  ])('refuses a route %s, naming it', async (_label, config) => {
    const app = Fastify();
    const registry: RegisteredRoute[] = [];
    requireAccessDeclarations(app, registry);
    try {
      const routes = app.register(async (scope) => {
        // Paths outside /api/: an API route must also come from its contract (route-contracts.ts).
        scope.get('/probe/declared', { config: { access: 'public' } }, async () => null);
        scope.post('/probe/undeclared', { config: config as FastifyContextConfig }, async () => null);
      });
      await expect(routes).rejects.toThrow(/POST \/probe\/undeclared does not declare who may call it/);
      expect(registry).toEqual([{ method: 'GET', url: '/probe/declared', access: 'public' }]);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
