import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { registerErrorHandler } from './error-handler';

describe.each(testDatabases())('error handling on $name', (testDatabase) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amina",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('answers an unknown API route with a 404 NOT_FOUND JSON body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing' });
  });

  it('answers a wrong method on a known route with 404 too', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/contact' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('echoes a well-formed x-request-id and replaces a malformed one', async () => {
    const echoed = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'req-1234abcd' } });
    expect(echoed.headers['x-request-id']).toBe('req-1234abcd');
    const replaced = await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error handler on its own', () => {
  const buildThrowingApp = async (error: Error) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw error;
    });
    await app.ready();
    return app;
  };

  it('hides an unexpected error behind 500 INTERNAL', async () => {
    const app = await buildThrowingApp(new Error('secret connection string postgres://user:pw@host'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    await app.close();
  });

  it('sees a refused connection through the ORM wrapper and answers 503', async () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = await buildThrowingApp(new Error('Failed query: select 1', { cause }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    await app.close();
  });

  it.each([
    ['53300', 'sorry, too many clients already'],
    ['53100', 'could not extend file: No space left on device'],
    ['53200', 'out of memory'],
    ['55000', 'object not in prerequisite state'],
    ['55P03', 'could not obtain lock on row'],
    ['57P03', 'the database system is starting up'],
    ['57P01', 'terminating connection due to administrator command'],
    ['08003', 'connection does not exist'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    [undefined, 'timeout exceeded when trying to connect'],
  ])('answers a database that cannot serve now (SQLSTATE %s) with 503, not 500', async (code, message) => {
    const cause = Object.assign(new Error(message), code ? { code } : {});
    const app = await buildThrowingApp(new Error('Failed query: insert into x', { cause }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    await app.close();
  });

  it('keeps a query the database refuses for its content a 500 (a bug of ours, not an outage)', async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const app = await buildThrowingApp(new Error('Failed query: insert into x', { cause }));
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });

  it('maps an AppError code to its status and keeps its details', async () => {
    const app = await buildThrowingApp(new AppError('FORBIDDEN', 'Not yours.', { reason: 'owner' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Not yours.', details: { reason: 'owner' } });
    await app.close();
  });
});
