// The fetch stub of the feature test kits (discovery, messages): it answers by "METHOD /path",
// records each request with its query string and body, and fails the test on a request it has
// no answer for.
import { vi } from 'vitest';

export interface Call {
  route: string;
  search: string;
  body: unknown;
}
export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** `answerFor` gives the handler of a "METHOD /path", or undefined for a request not expected. */
export function stubRoutes(answerFor: (route: string) => Handler | undefined) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, search: url.search, body });
    const handler = answerFor(route);
    if (!handler) throw new TypeError(`fetch is not stubbed in this test: ${route}`);
    return handler(body, url);
  });
  return { calls, of: (route: string) => calls.filter((call) => call.route === route) };
}

/** A promise and its resolve, for answers that arrive when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
