// GET /api/openapi.json: the OpenAPI description, public in production too. Its paths and shapes
// are no secret: every one of them is in the browser's scripts already, which anyone can read, and
// a described API is what an integrator, a reviewer or a later app needs. It describes only what
// this server registers, so a production server lists no development route. Built once, on the
// first request (every route is registered by then), and kept: the routes never change while the
// server runs (docs/decisions/0028-route-contracts.md, "The OpenAPI description").
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { getOpenApiDocument } from '../../../shared/routes/api-docs';
import { registerRoute } from '../../plugins/route-contracts';
import { type Auth, AUTH_ROUTE_SUMMARIES, sessionCookieName } from '../auth';
import type { DescribedRoute } from './described-routes';
import { buildOpenApiDocument } from './openapi-document';
import { registerReferencePage } from './reference-page';

export interface ApiDocsOptions {
  /** Filled as the app registers its routes (collectApiRoutes). */
  routes: readonly DescribedRoute[];
  auth: Auth;
  /** Whether to serve the reference page too: never in production. */
  referencePage: boolean;
}

const packageVersion = async (): Promise<string> =>
  (JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export async function apiDocsRoutes(app: FastifyInstance, options: ApiDocsOptions) {
  let documentText: Promise<string> | undefined;
  const build = async () =>
    JSON.stringify(
      buildOpenApiDocument({
        routes: options.routes,
        authSummaries: AUTH_ROUTE_SUMMARIES,
        sessionCookie: await sessionCookieName(options.auth),
        version: await packageVersion(),
      }),
    );

  registerRoute(app, getOpenApiDocument, async (_request, reply) => {
    // A failed build is tried again on the next request, not kept.
    documentText ??= build().catch((error: unknown) => {
      documentText = undefined;
      throw error;
    });
    const text = await documentText;
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(text);
  });

  if (options.referencePage) registerReferencePage(app);
}
