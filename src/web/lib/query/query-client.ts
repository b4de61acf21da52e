// The one data cache of the member areas (TanStack Query; docs/decisions/0016-data-loading.md):
// answers stay fresh for 5 minutes and are forgotten 5 minutes after no screen uses them
// (spec: "garbage collection after 5 minutes"); a failed read is tried once more, and so is a
// failed change (a member's tap on a slow network deserves a second chance, not ten) when it got
// no answer or the server's own failure: a refusal (4xx) would only be refused again.
// Public pages do not use it: its script would outweigh theirs (docs/targets.md S1).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client';

export const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry === false ? false : 1;
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES_MS, gcTime: FIVE_MINUTES_MS, retry },
      mutations: { retry: retry && ((failures, error) => failures < retry && !isRefusal(error)) },
    },
  });
}

/** The browser's one cache, shared by every member page so that moving between them reuses it. */
export const queryClient = createQueryClient();

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
