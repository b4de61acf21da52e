// The typed way to call our API (docs/decisions/0028-route-contracts.md): the URL, method and body
// come from the endpoint's route contract in shared/routes, and the answer has the contract's type,
// so a renamed path or field fails the type check here as on the server. In development and tests
// the answer is also parsed with the contract's zod schema, so a server that drifts from what the
// screen reads fails where it is seen; production trusts the server (it checks its own answers in
// its tests). Contracts are imported one feature file at a time: a page's chunk carries its own.
import type { z } from 'zod';
import {
  type Answer,
  type BodyIn,
  type ParamsIn,
  type PathParamNames,
  pathOf,
  type QueryIn,
  type RouteContract,
  type TypedAnswer,
} from '../../shared/routes/route';
import { apiRequest } from './api-client';

type ParamsPart<C extends RouteContract> = [PathParamNames<C['path']>] extends [never] ? { params?: undefined } : { params: ParamsIn<C> };
type QueryPart<C extends RouteContract> = C['query'] extends z.ZodType | TypedAnswer<unknown>
  ? { query?: QueryIn<C> }
  : { query?: undefined };
type BodyPart<C extends RouteContract> = C['body'] extends z.ZodType | TypedAnswer<unknown> ? { body: BodyIn<C> } : { body?: undefined };

export type CallInput<C extends RouteContract> = ParamsPart<C> &
  QueryPart<C> &
  BodyPart<C> & {
    signal?: AbortSignal;
    /** Fetch's cache mode, e.g. 'reload' to skip the browser's copy. */
    cache?: RequestCache;
    /** A file sent as the raw body (uploads, whose contracts take no JSON body; the server checks its bytes). */
    file?: Blob;
  };

function buildUrl(contract: RouteContract, input: { params?: unknown; query?: unknown } = {}): string {
  const path = pathOf(contract, input.params);
  const entries = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

type UrlInput<C extends RouteContract> = ParamsPart<C> & QueryPart<C>;

/**
 * The contract's URL with its path parameters and query filled in, for what the browser fetches
 * itself: an image's src, a download link, the live socket, a beacon.
 */
export function urlOf<C extends RouteContract>(
  contract: C,
  ...[input]: Partial<UrlInput<C>> extends UrlInput<C> ? [UrlInput<C>?] : [UrlInput<C>]
): string {
  return buildUrl(contract, input);
}

export async function callApi<C extends RouteContract>(
  contract: C,
  ...[input]: Partial<CallInput<C>> extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<Answer<C>> {
  const { body, signal, cache, file } = (input ?? {}) as CallInput<RouteContract>;
  const answer = await apiRequest<unknown>(buildUrl(contract, input), {
    method: contract.method,
    ...(body === undefined ? {} : { json: body }),
    ...(file === undefined ? {} : { body: file }),
    ...(signal ? { signal } : {}),
    ...(cache ? { cache } : {}),
  });
  if (import.meta.env.DEV && 'safeParse' in contract.response && answer !== undefined) {
    const parsed = contract.response.safeParse(answer);
    if (!parsed.success) throw new Error(`${contract.method} ${contract.path} answered outside its contract: ${parsed.error.message}`);
  }
  return answer as Answer<C>;
}
