import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { PRODUCTION } from '../config/test/problems-of';

describe.each(testDatabases())('security headers on $name', (testDatabase) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(['/api/health', '/api/events', '/api/no-such-route'])('are sent with %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Development and tests are plain HTTP: no HSTS outside production.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ask for HTTPS in production', async () => {
    const production = await buildTestApp(testApp.database, {
      ...PRODUCTION,
      SEED_DEMO_DATA: 'false',
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});
