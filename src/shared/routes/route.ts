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

/**
 * A body, query or answer described by its type only, in an endpoint's zod-free half (see
 * withSchemas): the first chunk and the public pages call those halves and so load no zod
 * (docs/targets.md S1). Every contract the server registers has zod schemas in its place.
 */
export interface TypedAnswer<T> {
  readonly kind: 'typed';
  /** Never set: it carries the type. */
  readonly answer?: T;
}
export const typed = <T>(): TypedAnswer<T> => ({ kind: 'typed' });

/** An answer that is not JSON: an image, a download, a socket. */
export interface FileAnswer {
  readonly kind: 'file';
}
export const fileAnswer: FileAnswer = { kind: 'file' };

export interface RouteContract {
  method: HttpMethod;
  path: `/api/${string}`;
  access: AccessLevel;
  /**
   * What the route does, in a short line for people: the OpenAPI description generated from the
   * contracts shows it (docs/decisions/0028-route-contracts.md, "The OpenAPI description").
   */
  summary: string;
  /** More about it where the summary is not enough: what a refusal means, what the body is. */
  description?: string;
  /** Validates the path's parameters; without it they are strings, and the route checks them itself. */
  params?: z.ZodType;
  /** A zod schema, or (in an endpoint's zod-free half, see withSchemas) its type only. */
  query?: z.ZodType | TypedAnswer<unknown>;
  body?: z.ZodType | TypedAnswer<unknown>;
  /** The status of a successful answer when it is neither 200 nor, for `z.void()`, 204. */
  status?: 201;
  /** The successful (2xx) answer. */
  response: z.ZodType | TypedAnswer<unknown> | FileAnswer;
}

export const route = <const C extends RouteContract>(contract: C): C => contract;

/** What the server registers: every part it reads is a zod schema it parses. */
export type ServerContract = RouteContract & { query?: z.ZodType; body?: z.ZodType };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The schemas' types must be the endpoint's, part by part, or the call does not compile. */
type Agreeing<E extends RouteContract, S> = {
  [K in keyof S]: K extends 'query' | 'body'
    ? Same<SchemaIn<S[K], never>, SchemaIn<E[K], never>> extends true
      ? S[K]
      : never
    : K extends 'response'
      ? Same<SchemaOut<S[K], never>, Answer<E>> extends true
        ? S[K]
        : never
      : never;
};

/**
 * A route's full contract built on its zod-free half. The public pages and the first chunk call
 * the zod-free half, so they load no zod (docs/targets.md S1); the server registers this one, whose
 * method, path and access are the half's own and whose schemas must have the half's types.
 */
export const withSchemas = <const E extends RouteContract, const S extends { query?: z.ZodType; body?: z.ZodType; response?: z.ZodType }>(
  endpoint: E,
  schemas: S & Agreeing<E, S>,
): Omit<E, keyof S> & S => ({ ...endpoint, ...schemas });

/** `'/api/photos/:id/:size'` → `'id' | 'size'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaIn<S, Else> = S extends z.ZodType ? z.input<S> : S extends TypedAnswer<infer T> ? T : Else;
type SchemaOut<S, Else> = S extends z.ZodType ? z.output<S> : S extends TypedAnswer<infer T> ? T : Else;

/** The path parameters a caller fills in. */
export type ParamsIn<C extends RouteContract> = SchemaIn<C['params'], Record<PathParamNames<C['path']>, string | number>>;
/** The path parameters a handler receives (parsed when the contract has a schema for them). */
export type ParamsOut<C extends RouteContract> = SchemaOut<C['params'], Record<PathParamNames<C['path']>, string>>;
export type QueryIn<C extends RouteContract> = SchemaIn<C['query'], undefined>;
export type QueryOut<C extends RouteContract> = SchemaOut<C['query'], undefined>;
export type BodyIn<C extends RouteContract> = SchemaIn<C['body'], undefined>;
export type BodyOut<C extends RouteContract> = SchemaOut<C['body'], undefined>;

/** What a successful call answers. */
export type Answer<C extends RouteContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : C['response'] extends TypedAnswer<infer T>
    ? T
    : never;

/** The contract's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<C extends RouteContract>(contract: C, params: ParamsIn<C>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return contract.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}
