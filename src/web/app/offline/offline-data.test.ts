// The offline copy of a member's matches and conversations (docs/decisions/0036-offline-member-data.md),
// in IndexedDB (fake-indexeddb here): only the kept queries, under the member's own key, read back
// stale (so a screen asks again) with an interrupted send waiting again; never for another
// member; gone with sign-out and when another member signs in.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchList } from '../../../shared/contracts/discovery';
import { conversationsQuery, threadKey } from '../../features/messages/api/messages-api';
import { AWA, chat, summary, view, BASIC } from '../../features/messages/test-fixtures';
import { type Thread, threadFromView, withSending } from '../../features/messages/thread/thread-state';
import { forgetOfflineData, offlineOwner, rememberOfflineOwner } from '../../lib/offline/offline-owner';
import { persistCache, restoreCache } from '../../lib/offline/persisted-cache';
import { clearAuthState, writeAuthState } from '../../lib/session/auth-state';
import { OFFLINE_POLICY } from './offline-data';

const MATCHES: MatchList = { matches: [] };
const SIGNED_IN = { isAuthenticated: true, hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: false };

function memberData(client: QueryClient) {
  client.setQueryData(['matches'], MATCHES);
  client.setQueryData(conversationsQuery.queryKey, { conversations: [summary(7, AWA)], unreadTotal: 0, allowance: BASIC });
  const thread = withSending(threadFromView(view({ messages: [chat(1)] })), {
    clientId: 'c-1',
    body: 'On its way',
    sentAt: chat(1).sentAt,
  });
  client.setQueryData<Thread>(threadKey(7), thread);
  // Not kept: another member's profile, the deck.
  client.setQueryData(['discovery', 'member', 'm-9'], { displayName: 'Someone' });
}

/** The member's data, written to the device as the app writes it. */
async function written(client: QueryClient, owner: string) {
  const persister = persistCache(client, owner, OFFLINE_POLICY);
  memberData(client);
  await persister.settled();
  persister.stop();
}

afterEach(() => {
  forgetOfflineData();
});

describe("a member's offline copy", () => {
  it('keeps their matches, conversations list and conversations, read back stale with an interrupted send waiting', async () => {
    rememberOfflineOwner('member-a');
    await written(new QueryClient(), 'member-a');

    const later = new QueryClient();
    await restoreCache(later, 'member-a', OFFLINE_POLICY);
    expect(later.getQueryData(['matches'])).toEqual(MATCHES);
    expect(later.getQueryData(conversationsQuery.queryKey)).toMatchObject({ conversations: [{ id: 7 }] });
    expect(later.getQueryData<Thread>(threadKey(7))?.outbox).toMatchObject([{ clientId: 'c-1', body: 'On its way', status: 'waiting' }]);
    expect(later.getQueryData(['discovery', 'member', 'm-9'])).toBeUndefined();
    expect(later.getQueryState(['matches'])?.isInvalidated).toBe(true);
  });

  it('is never read back for another member, and goes when another member signs in', async () => {
    rememberOfflineOwner('member-a');
    await written(new QueryClient(), 'member-a');

    const asB = new QueryClient();
    await restoreCache(asB, 'member-b', OFFLINE_POLICY);
    expect(asB.getQueryCache().getAll()).toEqual([]);

    // The server names member B on this browser: A's copy is deleted.
    writeAuthState({ ...SIGNED_IN, user: { ...userOf('member-b') } });
    expect(offlineOwner()).toBe('member-b');
    const asA = new QueryClient();
    await restoreCache(asA, 'member-a', OFFLINE_POLICY);
    expect(asA.getQueryCache().getAll()).toEqual([]);
  });

  it('goes with sign-out, and nothing more is written after it', async () => {
    writeAuthState({ ...SIGNED_IN, user: userOf('member-a') });
    const client = new QueryClient();
    const persister = persistCache(client, 'member-a', OFFLINE_POLICY);
    memberData(client);
    await persister.settled();

    clearAuthState();
    expect(offlineOwner()).toBeNull();
    client.setQueryData(['matches'], { matches: [] });
    await persister.settled();
    persister.stop();

    // Even were member A named again, nothing of theirs is left on the device.
    rememberOfflineOwner('member-a');
    const after = new QueryClient();
    await restoreCache(after, 'member-a', OFFLINE_POLICY);
    expect(after.getQueryCache().getAll()).toEqual([]);
  });
});

function userOf(id: string) {
  return {
    id,
    email: `${id}@example.test`,
    emailVerified: true,
    displayName: id,
    role: 'member' as const,
    language: 'en' as const,
    twoFactorEnabled: false,
    secondFactorVerified: false,
  };
}
