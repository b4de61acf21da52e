// The OpenAPI 3.1 description of the API, made from what the server registered: each route's
// contract (src/shared/routes) gives its summary, parameters, body and answer, and the access
// level its security; better-auth's routes, which have no contract, give their path and access,
// with a summary from the auth module. Nothing here is written per route
// (docs/decisions/0028-route-contracts.md, "The OpenAPI description").
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { AUTH_BASE_PATH, type AccessLevel, type RouteContract } from '../../../shared/routes/route';
import type { AuthPath } from '../../../shared/routes/auth';
import type { DescribedRoute } from './described-routes';
import { errorAnswersOf } from './error-answers';

export interface DocumentSources {
  routes: readonly DescribedRoute[];
  authSummaries: Readonly<Record<AuthPath, string>>;
  sessionCookie: string;
  version: string;
}

/** Who may call a route, as its operation says in words (server plugins/route-access.ts holds the ladder). */
const ACCESS_TEXT: Record<AccessLevel, string> = {
  public: 'anyone, with or without a session.',
  member: 'a signed-in member (a session cookie).',
  subscriber: 'a member whose membership grants access now (else 403, `reason` SUBSCRIPTION_REQUIRED).',
  verified: 'a subscriber who answered the questionnaire and whose identity is approved (else 403, ONBOARDING_REQUIRED).',
  premium: 'a verified subscriber with Premium (else 403, PREMIUM_REQUIRED).',
  admin: 'an admin, in a session opened with the second factor (else 403, ADMIN_REQUIRED or TWO_FACTOR_REQUIRED).',
};

const SESSION = 'session';

/** `/api/photos/:id/:size` → `/api/photos/{id}/{size}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z]+)/g, '{$1}');

/** The path's parameters as strings, for a route that checks them itself (no `params` schema). */
function pathParams(url: string): z.ZodObject | undefined {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  return names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

const isSchema = (part: RouteContract['response'] | RouteContract['body'] | undefined): part is z.ZodType =>
  part !== undefined && 'safeParse' in part;

const binary = { schema: { type: 'string', contentEncoding: 'binary' } } as const;

function successOf(route: DescribedRoute, contract: RouteContract | undefined): ZodOpenApiResponsesObject {
  if (route.websocket) return { '101': { description: 'Switching Protocols: a WebSocket.' } };
  const response = contract?.response;
  if (isSchema(response)) {
    if (response._zod.def.type === 'void') return { '204': { description: 'Done; no content.' } };
    return { [String(contract?.status ?? 200)]: { description: 'Done.', content: { 'application/json': { schema: response } } } };
  }
  if (response?.kind === 'file') return { '200': { description: 'A file, not JSON (see the description).', content: { '*/*': binary } } };
  // better-auth's own answer.
  return { '200': { description: "better-auth's answer.", content: { 'application/json': { schema: { type: 'object' } } } } };
}

function operationOf(route: DescribedRoute, sources: DocumentSources): ZodOpenApiOperationObject {
  const contract = route.contract;
  const authPath = route.url.startsWith(`${AUTH_BASE_PATH}/`) ? (route.url.slice(AUTH_BASE_PATH.length) as AuthPath) : undefined;
  const summary = contract?.summary ?? (authPath && sources.authSummaries[authPath]);
  if (!summary) throw new Error(`${route.method} ${route.url} has no summary: it has neither a route contract nor an auth summary`);
  const owner = contract ? [] : ["better-auth's endpoint: its body and answer are the library's, and it checks them."];
  const description = [contract?.description, ...owner, `Who may call it: ${ACCESS_TEXT[route.access]}`].filter(Boolean).join('\n\n');
  const params = contract?.params ?? pathParams(route.url);
  const query = isSchema(contract?.query) ? contract.query : undefined;
  const body = isSchema(contract?.body) ? contract.body : undefined;
  const requestBody = body
    ? { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: body } } }
    : route.imageUpload
      ? { required: true, content: { 'image/jpeg': binary, 'image/png': binary } }
      : !contract && route.method !== 'GET'
        ? { content: { 'application/json': { schema: { type: 'object' as const } } } }
        : undefined;
  return {
    summary,
    description,
    // Grouped by the path's first segment: `/api/admin/...` under admin, `/api/openapi.json` under openapi.
    tags: [route.url.split('/')[2]!.replace(/\..*$/, '')],
    'x-access': route.access,
    security: route.access === 'public' ? [] : [{ [SESSION]: [] }],
    ...(params || query
      ? { requestParams: { ...(params ? { path: params as z.ZodObject } : {}), ...(query ? { query: query as z.ZodObject } : {}) } }
      : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successOf(route, contract), ...errorAnswersOf(route, Boolean(params || query || requestBody)) },
  };
}

/**
 * An answer object declared with `z.object`, not strict, lets an extra field pass, so the
 * description does not promise `additionalProperties: false` for it. Every route's answer is strict
 * (docs/decisions/0028-route-contracts.md, "Since"; src/shared/routes/strict-answers.test.ts), so
 * its description does promise it.
 */
function notStrictAnswers({ jsonSchema, zodSchema, io }: { jsonSchema: Record<string, unknown>; zodSchema: z.core.$ZodType; io: string }) {
  const def = zodSchema._zod.def as { type: string; catchall?: unknown };
  if (io === 'output' && def.type === 'object' && !def.catchall && jsonSchema.additionalProperties === false) {
    delete jsonSchema.additionalProperties;
  }
}

export function buildOpenApiDocument(sources: DocumentSources) {
  const paths: ZodOpenApiPathsObject = {};
  const ordered = [...sources.routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of ordered) {
    const item = (paths[openApiPath(route.url)] ??= {});
    item[route.method.toLowerCase() as 'get'] = operationOf(route, sources);
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Sahel Hearts API',
        version: sources.version,
        description:
          'Generated from the route contracts in src/shared/routes (docs/decisions/0028-route-contracts.md). Every failure answers `{ code, message, details }`. Writes with a session cookie must come from one of our pages (Origin).',
      },
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: sources.sessionCookie,
            description: "better-auth's session cookie, set by signing in. The route's `x-access` says which level of the ladder it needs.",
          },
        },
      },
      paths,
    },
    { override: notStrictAnswers },
  );
}
