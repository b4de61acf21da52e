// Request logs (app.ts, OneLinePerRequest; docs/decisions/0022-session-cache.md): one line per
// answer with the request id, method, route, status and duration, and never the secret a path or
// a query string can carry.
import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from './app';
import { loadConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { testDatabases } from './test/databases';

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  let storageDir: string;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    storageDir = await mkdtemp(join(tmpdir(), 'sahel-hearts-files-'));
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', STORAGE_DIR: storageDir });
    app = await buildApp({ config, db: database.db, serveWebApp: false, logStream });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per answer, with the request id, method, route, status and milliseconds', async () => {
    const response = await app.inject({ url: '/api/me?utm=x', headers: { 'x-request-id': 'me-request-0001' } });
    expect(response.headers['x-request-id']).toBe('me-request-0001');
    const written = linesOf('me-request-0001');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/api/me', statusCode: 200 });
    expect(written[0]!.ms).toEqual(expect.any(Number));
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs the route, not the token in its path, and an unknown address without its query', async () => {
    await app.inject({
      url: '/api/auth/reset-password/a-secret-reset-token?callbackURL=/x',
      headers: { 'x-request-id': 'reset-request-01' },
    });
    await app.inject({ url: '/no-such-page?token=another-secret', headers: { 'x-request-id': 'unknown-page-001' } });
    expect(linesOf('reset-request-01').at(-1)).toMatchObject({ url: '/api/auth/reset-password/:token' });
    expect(linesOf('unknown-page-001').at(-1)).toMatchObject({ url: '/no-such-page', statusCode: 404 });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain('a-secret-reset-token');
    expect(everything).not.toContain('another-secret');
  });
});
