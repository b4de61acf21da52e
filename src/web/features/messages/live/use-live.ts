// The live socket for React: the tab's one client (a test gives its own through the context),
// its events and its status.
import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { readAuthState } from '../../../lib/session/auth-state';
import { refreshSession } from '../../../lib/session/use-session';
import { createLiveClient, type LiveClient, type LiveNews, type LiveStatus } from './live-client';

/**
 * Nothing happens until a screen listens. A socket closed because the session is over asks who
 * the visitor is again: the guard then shows the way to sign in instead of a silent page, or, when
 * this tab holds a newer session (its own password change), the socket comes back.
 */
const sharedClient = createLiveClient({
  onSignedOut: () => refreshSession().then(() => readAuthState()?.isAuthenticated === true),
});

export const LiveClientContext = createContext<LiveClient>(sharedClient);

export const useLiveClient = (): LiveClient => useContext(LiveClientContext);

/** Calls `onEvent` with every live event while the component is on screen (which keeps the socket open). */
export function useLiveEvents(onEvent: (event: LiveNews) => void): void {
  const client = useLiveClient();
  const handle = useEffectEvent(onEvent);
  useEffect(() => client.listen((event) => handle(event)), [client]);
}

export function useLiveStatus(): LiveStatus {
  const client = useLiveClient();
  return useSyncExternalStore(client.subscribeStatus, client.getStatus, client.getStatus);
}
