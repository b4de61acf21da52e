// One contract per API endpoint (docs/decisions/0028-route-contracts.md): its method, path, who
// may call it, what it takes and what it answers. The server registers and validates the route
// from it (server/plugins/route-contracts.ts) and the browser calls it through it (web/lib/call-api.ts),
// so a renamed path or field fails the type check on both sides. Contracts live one file per
// feature, so that a lazy page's chunk imports its own and no other.
import type { z } from 'zod';

/** Who may call a route, one ladder from anyone to admins (server/plugins/route-access.ts). */
export const ACCESS_LEVELS = ['public', 'member', 'subscriber', 'verified', 'premium', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every API path starts so: the web app's pages never do. */
export const API_PREFIX = '/api/';

/** better-auth mounts its own routes under this path; their paths are the library's, not ours. */
export const AUTH_BASE_PATH = '/api/auth';

/** An answer that is not JSON: an image, a download, a socket. */
export interface FileAnswer {
  readonly kind: 'file';
}
export const fileAnswer: FileAnswer = { kind: 'file' };

export interface RouteContract {
  method: HttpMethod;
  path: `/api/${string}`;
  access: AccessLevel;
  /** Validates the path's parameters; without it they are strings, and the route checks them itself. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The successful (2xx) answer. */
  response: z.ZodType | FileAnswer;
}

export const route = <const C extends RouteContract>(contract: C): C => contract;

/** `'/api/photos/:id/:size'` → `'id' | 'size'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaIn<S, Else> = S extends z.ZodType ? z.input<S> : Else;
type SchemaOut<S, Else> = S extends z.ZodType ? z.output<S> : Else;

/** The path parameters a caller fills in. */
export type ParamsIn<C extends RouteContract> = SchemaIn<C['params'], Record<PathParamNames<C['path']>, string | number>>;
/** The path parameters a handler receives (parsed when the contract has a schema for them). */
export type ParamsOut<C extends RouteContract> = SchemaOut<C['params'], Record<PathParamNames<C['path']>, string>>;
export type QueryIn<C extends RouteContract> = SchemaIn<C['query'], undefined>;
export type QueryOut<C extends RouteContract> = SchemaOut<C['query'], undefined>;
export type BodyIn<C extends RouteContract> = SchemaIn<C['body'], undefined>;
export type BodyOut<C extends RouteContract> = SchemaOut<C['body'], undefined>;

/** What a successful call answers. */
export type Answer<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : never;

/** The contract's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<C extends RouteContract>(contract: C, params: ParamsIn<C>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return contract.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
