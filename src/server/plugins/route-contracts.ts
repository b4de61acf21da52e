// Every API route is registered from its contract in src/shared/routes
// (docs/decisions/0028-route-contracts.md): the path, method and access level come from there, the
// contract's params, query and body schemas are parsed before the handler runs (a failure is the
// usual 400 VALIDATION_FAILED naming the fields), and the handler's answer must have the
// contract's type. In development and tests, checkAnswers also parses every successful JSON
// answer with the contract's schema, so a server that drifts from what the browser reads fails
// loudly; production pays nothing for it.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { Answer, BodyOut, ParamsOut, QueryOut, RouteContract, ServerContract } from '../../shared/routes/route';
import { parseInput } from '../validate';
import { requireMember } from './route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was built from (registerRoute); route-access.ts refuses an API route without one. */
    contract?: RouteContract;
  }
}

export interface ContractInput<C extends RouteContract> {
  params: ParamsOut<C>;
  query: QueryOut<C>;
  body: BodyOut<C>;
}

export type ContractHandler<C extends RouteContract> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: ContractInput<C>,
) => Promise<Answer<C> | FastifyReply>;

/** Route options beside the contract's own: rate limits, body limits, flags other plugins read. */
export type ContractRouteOptions = Omit<RouteShorthandOptions, 'config'> & { config?: Omit<FastifyContextConfig, 'access' | 'contract'> };

/** The method, url and config of the contract's route, for routes Fastify builds another way (the live socket). */
export function contractRouteBase(contract: RouteContract, config: ContractRouteOptions['config'] = {}) {
  return { method: contract.method, url: contract.path, config: { ...config, access: contract.access, contract } };
}

/** Says that no cache may keep the answer (a member's own data, which changes with each call). */
export const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

/**
 * The path's parameters read with `schema`, for the routes where a malformed id answers as an
 * unknown one does (404, not 400: it tells a prober nothing): `notFound` is that route's answer.
 */
export function pathParamsOr<S extends z.ZodType>(request: FastifyRequest, schema: S, notFound: () => Error): z.output<S> {
  const params = schema.safeParse(request.params);
  if (!params.success) throw notFound();
  return params.data;
}

const parseIf = (schema: z.ZodType | undefined, value: unknown): unknown => (schema ? parseInput(schema, value) : value);

/** A contract's zod-free half (routes/route.ts withSchemas) does not compile here: the server parses what it takes. */
export function registerRoute<C extends ServerContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: ContractRouteOptions = {},
): void {
  const { config, ...rest } = options;
  app.route({
    ...rest,
    ...contractRouteBase(contract, config),
    handler: async (request, reply) => {
      // In the order a reader expects: the path, then the query, then the body.
      const input = {
        params: parseIf(contract.params, request.params),
        query: contract.query ? parseInput(contract.query, request.query) : undefined,
        body: contract.body ? parseInput(contract.body, request.body) : undefined,
      } as ContractInput<C>;
      return handler(request, reply, input);
    },
  });
}

/**
 * A route about the calling member's own data (a route declared 'member' or above): the handler
 * is given the member's id, and no cache may keep the answer (a refusal included), which changes
 * with each of their writes.
 */
export function registerOwnDataRoute<C extends ServerContract>(
  app: FastifyInstance,
  contract: C,
  handler: (memberId: string, input: ContractInput<C>, request: FastifyRequest) => Promise<Answer<C>>,
  options: ContractRouteOptions = {},
): void {
  registerRoute(
    app,
    contract,
    async (request, reply, input) => {
      noStore(reply);
      return handler(requireMember(request).id, input, request);
    },
    options,
  );
}

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('application/json');

/**
 * Parses each successful JSON answer of a route with a zod answer schema, and turns a mismatch
 * into a 500 with the problems logged: a test that calls the route fails on the spot. Registered
 * before the routes, outside production only (app.ts).
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.config.contract?.response;
    if (!schema || !('safeParse' in schema) || request.method === 'HEAD') return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300 || reply.statusCode === 204) return payload;
    if (typeof payload !== 'string' || !isJson(reply)) return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const { method, path } = request.routeOptions.config.contract!;
    request.log.error({ issues: result.error.issues }, `${method} ${path} answered outside its contract`);
    throw new Error(`${method} ${path} answered outside its contract: ${JSON.stringify(result.error.issues)}`);
  });
}
