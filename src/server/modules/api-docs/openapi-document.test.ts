// The description's builder on routes made here: a route it cannot describe in words (no summary,
// or a better-auth path without one) stops it, naming the route, rather than leaving a hole.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_ROUTE_SUMMARIES } from '../auth';
import { route } from '../../../shared/routes/route';
import type { DescribedRoute } from './described-routes';
import { buildOpenApiDocument, openApiPath } from './openapi-document';

const described = (overrides: Partial<DescribedRoute> & Pick<DescribedRoute, 'method' | 'url'>): DescribedRoute => ({
  access: 'public',
  imageUpload: false,
  websocket: false,
  rateLimited: false,
  ...overrides,
});

const documentOf = (routes: DescribedRoute[]) =>
  buildOpenApiDocument({ routes, authSummaries: AUTH_ROUTE_SUMMARIES, sessionCookie: 'a.session_token', version: '1.0.0' });

const readNote = route({
  method: 'GET',
  path: '/api/notes/:id',
  access: 'member',
  summary: 'Read a note',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ id: z.number(), text: z.string() }),
});

describe('buildOpenApiDocument', () => {
  it('writes the path in OpenAPI form, with the parameters and answer of the contract', () => {
    expect(openApiPath('/api/photos/:id/:size')).toBe('/api/photos/{id}/{size}');
    const document = documentOf([described({ method: 'GET', url: readNote.path, access: 'member', contract: readNote })]);
    const operation = document.paths!['/api/notes/{id}']!.get!;
    expect(operation).toMatchObject({ summary: 'Read a note', 'x-access': 'member', security: [{ session: [] }], tags: ['notes'] });
    expect(operation.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ type: 'integer' }) }),
    ]);
    // This answer is not strict (a route's always is): no promise of no other field.
    const answer = operation.responses!['200'] as { content: { 'application/json': { schema: Record<string, unknown> } } };
    expect(answer.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, text: { type: 'string' } },
      required: ['id', 'text'],
    });
  });

  it('refuses a contract without a summary, naming the route', () => {
    const unsaid = { ...readNote, summary: '' };
    expect(() => documentOf([described({ method: 'GET', url: unsaid.path, contract: unsaid })])).toThrow(
      /GET \/api\/notes\/:id has no summary/,
    );
  });

  it('refuses a route without a contract unless it is a better-auth path with a summary', () => {
    expect(() => documentOf([described({ method: 'POST', url: '/api/auth/update-user' })])).toThrow(
      /POST \/api\/auth\/update-user has no summary/,
    );
    const document = documentOf([described({ method: 'POST', url: '/api/auth/sign-out' })]);
    expect(document.paths!['/api/auth/sign-out']!.post!.summary).toBe(AUTH_ROUTE_SUMMARIES['/sign-out']);
  });
});
