// A member's last matches and conversations, kept in IndexedDB so that they open without a
// network (docs/decisions/0036-offline-member-data.md). Only the queries the app names are kept
// (`pick`), under the member's own key, and only while that member is this browser's offline
// owner (offline-owner.ts): after sign-out or another member's sign-in nothing more is written.
// A kept query the cache forgot (garbage collection after 5 minutes) stays kept until a newer
// answer or `pick` drops it: what the member saw last is what opens offline.
import { type DehydratedState, dehydrate, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { offlineStore } from './offline-db';
import { offlineOwner } from './offline-owner';

export type KeptQuery = DehydratedState['queries'][number];

export interface CachePolicy {
  /** Whether a query of the cache is one kept offline (by its key). */
  keeps: (query: { queryKey: QueryKey }) => boolean;
  /** The kept queries to write (e.g. only the most recent conversations). */
  trim: (queries: KeptQuery[]) => KeptQuery[];
  /** Corrects what was read back, before it is marked stale (e.g. sends the page closed on). */
  afterRestore?: (client: QueryClient) => void;
}

export const cacheKey = (owner: string) => `cache:${owner}`;

interface Saved {
  queries: KeptQuery[];
}

/** Puts the member's kept queries into `client`; they are stale, so an open screen asks again. */
export async function restoreCache(client: QueryClient, owner: string, policy: CachePolicy): Promise<KeptQuery[]> {
  const saved = await get<Saved>(cacheKey(owner), offlineStore);
  if (!saved || offlineOwner() !== owner) return [];
  hydrate(client, { mutations: [], queries: saved.queries });
  policy.afterRestore?.(client);
  await client.invalidateQueries({ predicate: policy.keeps, refetchType: 'none' });
  return saved.queries;
}

export interface Persister {
  stop: () => void;
  /** Resolves once the last change is written (or skipped). */
  settled: () => Promise<void>;
}

/** Writes the kept queries after every change of one of them (at most once per task), starting from `restored`. */
export function persistCache(client: QueryClient, owner: string, policy: CachePolicy, restored: KeptQuery[] = []): Persister {
  const kept = new Map(restored.map((query) => [query.queryHash, query]));
  let scheduled = false;
  let pending = Promise.resolve();

  const write = async () => {
    scheduled = false;
    if (offlineOwner() !== owner) return;
    const fresh = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && policy.keeps(query) });
    for (const query of fresh.queries) kept.set(query.queryHash, query);
    const queries = policy.trim([...kept.values()]);
    kept.clear();
    for (const query of queries) kept.set(query.queryHash, query);
    try {
      await set(cacheKey(owner), { queries } satisfies Saved, offlineStore);
    } catch {
      // Storage full or refused: the screens still work online; the copy is only for offline.
    }
  };

  const stop = client.getQueryCache().subscribe((event) => {
    const queryKey = event.query.queryKey as QueryKey;
    if (scheduled || !policy.keeps({ queryKey })) return;
    scheduled = true;
    pending = pending.then(write);
  });
  return { stop, settled: () => pending };
}
