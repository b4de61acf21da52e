// A member's screens with their offline copy (docs/decisions/0036-offline-member-data.md): before
// the first member screen of a page load renders, the member's last matches and conversations are
// read back from the device into the data cache; from then on every change to them is written
// back; and the messages written offline are sent at start and whenever the network returns.
// The matches list and messages are two features, composed here (docs/architecture.md).
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useReducer } from 'react';
import { matchesQuery } from '../../features/matches/api/matches-api';
import { drainOutbox } from '../../features/messages/outbox/deliver';
import { afterMessagesRestored, keepsMessagesQuery, trimMessagesQueries } from '../../features/messages/outbox/offline-copy';
import { offlineOwner } from '../../lib/offline/offline-owner';
import { type CachePolicy, persistCache, restoreCache } from '../../lib/offline/persisted-cache';

const MATCHES_KEY = matchesQuery.queryKey[0];

export const OFFLINE_POLICY: CachePolicy = {
  keeps: (query) => (query.queryKey.length === 1 && query.queryKey[0] === MATCHES_KEY) || keepsMessagesQuery(query),
  trim: (queries) => [
    ...queries.filter((query) => query.queryKey[0] === MATCHES_KEY && query.queryKey.length === 1),
    ...trimMessagesQueries(queries),
  ],
  afterRestore: afterMessagesRestored,
};

interface Started {
  owner: string;
  ready: boolean;
  restoring: Promise<void>;
  stop: () => void;
}

/** Per data cache (the browser's one; a test's own): whose copy it holds, and whether it is in. */
const started = new WeakMap<QueryClient, Started>();

function start(client: QueryClient, owner: string): Promise<void> {
  const current = started.get(client);
  if (current?.owner === owner) return current.restoring;
  if (current) {
    // Another member on this device: nothing of the last one stays, in memory either.
    current.stop();
    client.clear();
  }
  const entry: Started = { owner, ready: false, restoring: Promise.resolve(), stop: () => {} };
  entry.restoring = restoreCache(client, owner, OFFLINE_POLICY)
    .catch(() => [])
    .then((restored) => {
      entry.stop = persistCache(client, owner, OFFLINE_POLICY, restored).stop;
      entry.ready = true;
    });
  started.set(client, entry);
  return entry.restoring;
}

export function OfflineData({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // Without IndexedDB (some private windows) nothing is kept, and nothing is waited for.
  const owner = typeof indexedDB === 'undefined' ? null : offlineOwner();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const entry = owner === null ? undefined : started.get(client);
  const ready = owner === null || (entry?.owner === owner && entry.ready);

  useEffect(() => {
    if (owner !== null && !ready) void start(client, owner).then(rerender);
  }, [client, owner, ready]);

  useEffect(() => {
    if (!ready) return;
    const send = () => void drainOutbox(client);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [client, ready]);

  return ready ? children : null;
}
