import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('health on $name', (testDatabase) => {
  it('answers 200 when the database answers', async () => {
    const testApp = await createTestApp(testDatabase);
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 DATABASE_UNAVAILABLE when the database is gone, on every route that needs it', async () => {
    const testApp = await createTestApp(testDatabase);
    // Closing the database by hand (for PostgreSQL this also drops it), so only the app is left to close.
    await testApp.database.close();
    try {
      for (const url of ['/api/health', '/api/counters', '/api/events']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
      }
    } finally {
      await testApp.app.close();
    }
  });
});
