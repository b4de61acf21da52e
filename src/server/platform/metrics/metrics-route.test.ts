// Who may read GET /metrics (docs/operations.md, "Metrics"): only a caller with
// `Authorization: Bearer <METRICS_TOKEN>`. Everyone else, whatever the spelling of the address or
// the form of the token, gets exactly what an app without metrics answers for that address.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from '../../app';
import { InvalidConfigError, loadConfig } from '../../config/env';
import { buildTestApp } from '../../test/app';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const SPELLINGS = [
  '/metrics',
  '/metrics/',
  '/METRICS',
  '/Metrics',
  '/metrics?token=x',
  `/metrics?token=${TOKEN}`,
  '/metrics#x',
  '/%6detrics',
  '/%6Detrics',
  '/api/../metrics',
  '/./metrics',
  '//metrics',
  '/metrics;x',
  '/metrics/x',
  '/api/metrics',
];
const REFUSED_HEADERS: Record<string, Record<string, string>> = {
  'no token': {},
  'a wrong token': { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
  'the token with one character more': { authorization: `Bearer ${TOKEN}x` },
  'the token without its scheme': { authorization: TOKEN },
  'the token as Basic': { authorization: `Basic ${TOKEN}` },
  'the token in lower-case bearer': { authorization: `bearer ${TOKEN}` },
  'the token in another header': { 'x-metrics-token': TOKEN },
  'the token as a cookie': { cookie: `token=${TOKEN}` },
  'an empty bearer': { authorization: 'Bearer ' },
};

describe.each(testDatabases())('who may read /metrics on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  let withMetrics: SahelHeartsApp;
  let withoutMetrics: SahelHeartsApp;

  beforeAll(async () => {
    database = await testDatabase.open();
    withMetrics = await buildTestApp(database, { METRICS_TOKEN: TOKEN });
    withoutMetrics = await buildTestApp(database);
  });
  afterAll(async () => {
    await withMetrics?.close();
    await withoutMetrics?.close();
    await database?.close();
  });

  const answerOf = async (app: SahelHeartsApp, method: 'GET' | 'HEAD' | 'POST', url: string, headers: Record<string, string>) => {
    const response = await app.inject({ method, url, headers });
    return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
  };

  it('answers the right token with the metrics, as Prometheus reads them', async () => {
    for (const url of ['/metrics', '/metrics?x=1']) {
      const response = await withMetrics.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE sahel_http_request_duration_seconds histogram');
    }
  });

  it('answers every other caller, at every spelling, as an app without metrics answers that address', async () => {
    for (const [who, headers] of Object.entries(REFUSED_HEADERS)) {
      for (const url of SPELLINGS) {
        for (const method of ['GET', 'HEAD', 'POST'] as const) {
          const refused = await answerOf(withMetrics, method, url, headers);
          expect(refused, `${who}: ${method} ${url}`).toEqual(await answerOf(withoutMetrics, method, url, headers));
          expect(refused.status, `${who}: ${method} ${url}`).toBe(404);
          expect(refused.body).not.toContain('sahel_');
        }
      }
    }
  });

  it('never answers the metrics at a spelling the router does not take for /metrics, even with the token', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    for (const url of ['/metrics/', '/METRICS', '//metrics', '/metrics;x', '/metrics/x', '/api/metrics']) {
      const answer = await answerOf(withMetrics, 'GET', url, headers);
      expect(answer, url).toEqual(await answerOf(withoutMetrics, 'GET', url, headers));
    }
  });

  it('has no /metrics route at all without METRICS_TOKEN', async () => {
    expect(withoutMetrics.registeredRoutes.some((route) => route.url === '/metrics')).toBe(false);
    const response = await withoutMetrics.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /metrics' });
  });
});

describe.each(testDatabases())('who may read /metrics beside the web app on $name', (testDatabase) => {
  let database: TestDatabaseHandle;
  let dist: string;
  let withMetrics: SahelHeartsApp;
  let withoutMetrics: SahelHeartsApp;

  // As deployed: the built web app answers every address no route takes (unknown pages with the
  // 404 shell), so a refused caller must get that shell, not the API's JSON 404.
  beforeAll(async () => {
    database = await testDatabase.open();
    dist = await mkdtemp(join(tmpdir(), 'sahel-metrics-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Sahel Hearts</title></head><body></body></html>');
    const webApp = async (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, STORAGE_DIR: join(dist, 'files'), ...env });
      const app = await buildApp({ config, db: database.db });
      await app.ready();
      return app;
    };
    withMetrics = await webApp({ METRICS_TOKEN: TOKEN });
    withoutMetrics = await webApp({});
  });
  afterAll(async () => {
    await withMetrics?.close();
    await withoutMetrics?.close();
    await database?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers a refused caller with the page-not-found shell, as for any unknown page', async () => {
    for (const [who, headers] of Object.entries(REFUSED_HEADERS)) {
      for (const url of SPELLINGS) {
        const refused = await withMetrics.inject({ method: 'GET', url, headers });
        const unknown = await withoutMetrics.inject({ method: 'GET', url, headers });
        expect([refused.statusCode, refused.headers['content-type'], refused.body], `${who}: ${url}`).toEqual([
          unknown.statusCode,
          unknown.headers['content-type'],
          unknown.body,
        ]);
        expect(refused.statusCode, `${who}: ${url}`).toBe(404);
        expect(refused.body).not.toContain('sahel_');
      }
    }
    const granted = await withMetrics.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(granted.body).toContain('sahel_http_request_duration_seconds');
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused, named, when it is short or holds a space, in production as elsewhere', () => {
    for (const NODE_ENV of ['development', 'production']) {
      for (const token of ['short', `${'a'.repeat(31)}`, `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
        let problems: string[] = [];
        try {
          loadConfig({
            NODE_ENV,
            METRICS_TOKEN: token,
            SMTP_URL: 'smtp://mail',
            PUBLIC_ORIGIN: 'https://example.org',
            BETTER_AUTH_SECRET: 'x'.repeat(40),
          });
        } catch (error) {
          if (error instanceof InvalidConfigError) problems = error.problems;
        }
        expect(
          problems.some((problem) => problem.startsWith('METRICS_TOKEN:')),
          `${NODE_ENV} ${token}`,
        ).toBe(true);
      }
    }
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  });
});
