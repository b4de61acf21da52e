// The OpenAPI description as the real app serves it: valid OpenAPI 3.1 by the specification's own
// schema, every API route the app registers in it with a summary, and nothing else; the reference
// page in development and tests, never in production. The description depends on the routes, not
// on the database, so PGlite alone is enough here.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION } from '../../config/test/problems-of';
import type { DatabaseHandle } from '../../db/client';
import type { SahelHeartsApp } from '../../app';
import { buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { openApiPath } from './openapi-document';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  responses: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const readDocument = async (app: SahelHeartsApp): Promise<OpenApiDocument> => {
  const response = await app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
};

/** Every API route the app registered, as `METHOD /api/...` (the HEADs Fastify adds to GETs aside). */
const apiRoutesOf = (app: SahelHeartsApp) =>
  app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI description', () => {
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    app = await buildTestApp(database);
    document = await readDocument(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is valid OpenAPI 3.1 by the specification schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator is strict enough to catch a slip of the generator: an answer without its description.
    const broken = structuredClone(document);
    delete (broken.paths['/api/me']!.get!.responses['200'] as { description?: string }).description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every API route the app registered, each with a summary, and no other', () => {
    const registered = apiRoutesOf(app);
    expect(registered.length).toBeGreaterThan(80);
    for (const route of registered) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.summary?.trim(), `${route.method} ${route.url}`).toBeTruthy();
      expect(operation!['x-access'], `${route.method} ${route.url}`).toBe(route.access);
    }
    expect(operationsOf(document)).toHaveLength(registered.length);
  });

  it("promises no other field in any route's answer, nested objects included", () => {
    // Every answer is strict (src/shared/routes/strict-answers.test.ts walks the contracts): the
    // description says so with additionalProperties false on each object that lists its fields.
    const components = document.components.schemas ?? {};
    const lenientIn = (schema: unknown, at: string, within: string[] = []): string[] => {
      if (Array.isArray(schema)) return schema.flatMap((item, index) => lenientIn(item, `${at}/${index}`, within));
      if (typeof schema !== 'object' || schema === null) return [];
      const node = schema as Record<string, unknown>;
      if (typeof node.$ref === 'string') {
        const name = node.$ref.replace('#/components/schemas/', '');
        return within.includes(name) ? [] : lenientIn(components[name], `${at}(${name})`, [...within, name]);
      }
      const own = node.properties && node.additionalProperties !== false ? [at] : [];
      return [...own, ...Object.entries(node).flatMap(([key, value]) => lenientIn(value, `${at}/${key}`, within))];
    };
    let answers = 0;
    const lenient = operationsOf(document).flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([status, answer]) => {
          const schema = (answer as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']?.schema;
          if (schema === undefined) return [];
          answers += 1;
          return lenientIn(schema, `${method} ${path} ${status}`);
        }),
    );
    expect(answers).toBeGreaterThan(60);
    expect(lenient).toEqual([]);
  });

  it('asks the session cookie of every route but the public ones, and the error answer of each', () => {
    const scheme = document.components.securitySchemes!.session as { type: string; in: string; name: string };
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(scheme.name).toMatch(/session_token$/);
    for (const { path, method, operation } of operationsOf(document)) {
      const label = `${method} ${path}`;
      expect(operation.security, label).toEqual(operation['x-access'] === 'public' ? [] : [{ session: [] }]);
      expect(operation.responses.default, label).toEqual({ $ref: '#/components/responses/Error' });
      if (operation['x-access'] !== 'public')
        expect(operation.responses['401'], label).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
    expect(document.components.schemas!.ApiError).toMatchObject({ required: ['code', 'message'] });
  });

  it("takes each route's parameters, body and answer from its contract", () => {
    const sendMessage = document.paths['/api/conversations/{id}/messages']!.post!;
    expect(sendMessage).toMatchObject({
      summary: 'Send a message',
      'x-access': 'verified',
      parameters: [{ in: 'path', name: 'id', required: true }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { content: { 'application/json': { schema: { type: 'object' } } } },
        '404': { $ref: '#/components/responses/NotFound' },
      },
    });
    expect(document.paths['/api/contact']!.post!.responses['201']).toBeDefined();
    expect(document.paths['/api/page-views']!.post!.responses['204']).toEqual({ description: 'Done; no content.' });
    expect(document.paths['/api/profile/photos']!.post!).toMatchObject({ requestBody: { content: { 'image/jpeg': {}, 'image/png': {} } } });
    expect(document.paths['/api/photos/{id}/{size}']!.get!.responses['200']).toMatchObject({ content: { '*/*': {} } });
    expect(Object.keys(document.paths['/api/live']!.get!.responses)).toContain('101');
    expect(document.paths['/api/auth/sign-in/email']!.post!).toMatchObject({ 'x-access': 'public', tags: ['auth'] });
  });

  it('serves the reference page and its files from this server, under the site policy', async () => {
    const page = await app.inject({ url: '/api/dev/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual([
      '/api/dev/reference/swagger-ui.css',
      '/api/dev/reference/swagger-ui-bundle.js',
      '/api/dev/reference/start.js',
    ]);
    for (const source of sources) {
      const asset = await app.inject({ url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.body.length, source).toBeGreaterThan(100);
    }
    expect((await app.inject({ url: '/api/dev/reference/start.js' })).body).toContain('"/api/openapi.json"');
    const unknown = await app.inject({ url: '/api/dev/reference/package.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('is public in production, lists no development route there, and has no reference page', async () => {
    const production = await buildTestApp(database, { ...PRODUCTION });
    try {
      const described = await readDocument(production);
      const paths = Object.keys(described.paths);
      expect(paths).toContain('/api/openapi.json');
      expect(paths.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
      expect(operationsOf(described)).toHaveLength(apiRoutesOf(production).length);
      expect((await production.inject({ url: '/api/dev/reference' })).statusCode).toBe(404);
      expect((await production.inject({ url: '/api/dev/reference/swagger-ui-bundle.js' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
