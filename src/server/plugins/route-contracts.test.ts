import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../shared/routes/route';
import { registerErrorHandler } from './error-handler';
import { type RegisteredRoute, requireAccessDeclarations } from './route-access';
import { checkAnswers, registerRoute } from './route-contracts';

const saveNote = route({
  method: 'PUT',
  path: '/api/notes/:id',
  access: 'public',
  summary: 'Save a note',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ draft: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ text: z.string().min(1) }),
  response: z.object({ id: z.number(), text: z.string(), draft: z.boolean() }),
});

const readNote = route({
  method: 'GET',
  path: '/api/notes/:id',
  access: 'public',
  summary: 'Read a note',
  response: z.object({ id: z.string() }),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with the contract plugins, and a handler that answers what it is told to. */
async function appAnswering(answer: (input: { id: number; text: string; draft: boolean }) => unknown, checks = true) {
  app = Fastify({ logger: false });
  const registry: RegisteredRoute[] = [];
  requireAccessDeclarations(app, registry);
  if (checks) checkAnswers(app);
  registerErrorHandler(app);
  registerRoute(
    app,
    saveNote,
    async (_request, _reply, { params, query, body }) => answer({ id: params.id, text: body.text, draft: query.draft === 'yes' }) as never,
  );
  registerRoute(app, readNote, async (_request, _reply, { params }) => ({ id: params.id }));
  await app.ready();
  return { app, registry };
}

describe('route contracts', () => {
  it('register the route at the contract path, method and access level, and hand the handler parsed input', async () => {
    const { app, registry } = await appAnswering((input) => input);
    expect(registry).toEqual(
      expect.arrayContaining([
        { method: 'PUT', url: '/api/notes/:id', access: 'public' },
        { method: 'GET', url: '/api/notes/:id', access: 'public' },
      ]),
    );
    const saved = await app.inject({ method: 'PUT', url: '/api/notes/7?draft=yes', payload: { text: 'hello' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: 7, text: 'hello', draft: true });
    // Without a params schema the handler gets the path's strings.
    expect((await app.inject({ method: 'GET', url: '/api/notes/abc' })).json()).toEqual({ id: 'abc' });
  });

  it('refuse input outside the contract with 400 VALIDATION_FAILED naming the field, before the handler runs', async () => {
    let calls = 0;
    const { app } = await appAnswering((input) => {
      calls += 1;
      return input;
    });
    const badBody = await app.inject({ method: 'PUT', url: '/api/notes/7', payload: { text: '' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ path: 'text' }] } });
    const badParams = await app.inject({ method: 'PUT', url: '/api/notes/zero', payload: { text: 'hello' } });
    expect(badParams.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ path: 'id' }] } });
    const badQuery = await app.inject({ method: 'PUT', url: '/api/notes/7?draft=maybe', payload: { text: 'hello' } });
    expect(badQuery.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ path: 'draft' }] } });
    expect(calls).toBe(0);
  });

  it('turn an answer outside the contract into a 500 in development and tests, and let it through without the check', async () => {
    const drifted = (input: { id: number; text: string }) => ({ id: String(input.id), text: input.text });
    const checked = await appAnswering(drifted);
    const refused = await checked.app.inject({ method: 'PUT', url: '/api/notes/7', payload: { text: 'hello' } });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().code).toBe('INTERNAL');
    await app?.close();
    // Production registers no check: the answer goes out as the handler made it.
    const unchecked = await appAnswering(drifted, false);
    const sent = await unchecked.app.inject({ method: 'PUT', url: '/api/notes/7', payload: { text: 'hello' } });
    expect(sent.json()).toEqual({ id: '7', text: 'hello' });
  });

  it('refuse to build an API route that was not built from a contract, or that differs from its contract', async () => {
    app = Fastify({ logger: false });
    requireAccessDeclarations(app, []);
    const bare = app;
    expect(() => bare.get('/api/notes', { config: { access: 'public' } }, async () => ({}))).toThrow(
      /GET \/api\/notes is not built from a route contract/,
    );
    expect(() => bare.get('/api/notes/:id', { config: { access: 'member', contract: readNote } }, async () => ({}))).toThrow(
      /GET \/api\/notes\/:id differs from its contract/,
    );
    // Pages and better-auth's own routes need none.
    expect(() => bare.get('/about', { config: { access: 'public' } }, async () => ({}))).not.toThrow();
    expect(() => bare.post('/api/auth/sign-out', { config: { access: 'public' } }, async () => ({}))).not.toThrow();
  });
});
