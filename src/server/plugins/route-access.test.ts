import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { ACCESS_LEVELS } from './route-access';

const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'GET /api/counters',
  'GET /api/events',
  'POST /api/contact',
  'POST /api/page-views',
  'POST /api/client-errors',
];

describe.each(testDatabases())('route access declarations on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(() => {
    vi.doUnmock('../modules/page-views/routes');
    vi.resetModules();
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
        expect(app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
        expect(app.registeredRoutes.find((entry) => `${entry.method} ${entry.url}` === route)?.access).toBe('public');
      }
    } finally {
      await app.close();
    }
  });

  it.each([
    ['without config.access', {}],
    ['with an unknown access level', { access: 'anyone' }],
  ])('makes buildApp throw for a route %s', async (_label, config) => {
    vi.doMock('../modules/page-views/routes', () => ({
      pageViewRoutes: async (app: FastifyInstance) => {
        app.post('/api/page-views', { config: config as object }, async () => null);
      },
    }));
    const { buildTestApp: buildWithMock } = await import('../test/app');
    await expect(buildWithMock(database)).rejects.toThrow(/POST \/api\/page-views does not declare who may call it/);
  });
});
