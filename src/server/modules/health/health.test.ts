// GET /api/health says the process is alive, whatever its database does; GET /api/ready says
// whether it should be sent traffic: database, migrations, live bus, and not shutting down
// (docs/operations.md).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInProcessLiveBus } from '../../adapters/live-bus/in-process-live-bus';
import { buildTestApp, createTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('health and readiness on $name', (testDatabase) => {
  it('is alive and ready when the database answers with every migration, the bus is connected and the server is not shutting down', async () => {
    const testApp = await createTestApp(testDatabase);
    try {
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', liveBus: 'ok', jobs: 'ok', accepting: 'ok' },
      });
      expect(ready.headers['cache-control']).toBe('no-store');

      // A stopped job queue runs no scheduled work (docs/decisions/0030-job-queue.md): not ready.
      await testApp.app.jobs.stop();
      const withoutJobs = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(withoutJobs.statusCode).toBe(503);
      expect(withoutJobs.json().checks.jobs).toBe('stopped');
      await testApp.app.jobs.start();

      // Once a shutdown begins (platform/lifecycle/graceful-shutdown.ts) the load balancer is told to stop.
      testApp.app.shuttingDown = true;
      const draining = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().checks).toEqual({ database: 'ok', migrations: 'ok', liveBus: 'ok', jobs: 'ok', accepting: 'shutting-down' });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('is not ready while a migration of this code is missing from the database', async () => {
    const testApp = await createTestApp(testDatabase);
    try {
      await testApp.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', migrations: 'pending', liveBus: 'ok', jobs: 'ok', accepting: 'ok' },
      });
    } finally {
      await testApp.close();
    }
  });

  it('is not ready while the live bus does not hear the other servers', async () => {
    const database = await testDatabase.open();
    const bus = createInProcessLiveBus(() => undefined);
    let connected = false;
    const app = await buildTestApp(database, {}, { liveBus: { ...bus, connected: () => connected } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json().checks.liveBus).toBe('disconnected');
      connected = true;
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('stays alive without its database, is not ready, and answers 503 DATABASE_UNAVAILABLE where the database is needed', async () => {
    const testApp = await createTestApp(testDatabase);
    // Closing the database by hand (for PostgreSQL this also drops it), so only the app is left to close.
    await testApp.database.close();
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({ database: 'unreachable', migrations: 'unknown' });
      for (const url of ['/api/counters', '/api/events']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      }
    } finally {
      await testApp.app.close();
    }
  });
});
