// What a screen missed while the socket was away: nothing is replayed on it, so after every
// connection the screen asks the API for what happened in between (docs/decisions/0023-messages.md).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLiveClient, useLiveStatus } from './use-live';

/**
 * Calls `catchUp` once for each connection the socket opens while `ready` (the screen has data
 * to add to). `skipOpenAtStart`: a connection already open when the screen opened needs none,
 * for a screen that refetches itself when an event crosses its first request (the list); a
 * conversation catches up once after its first load even then, which costs one small request.
 */
export function useCatchUp(ready: boolean, catchUp: () => void, { skipOpenAtStart = false } = {}): void {
  const client = useLiveClient();
  const { connected, opens } = useLiveStatus();
  const [openAtStart] = useState(() => (skipOpenAtStart && client.getStatus().connected ? client.getStatus().opens : -1));
  const handled = useRef(openAtStart);
  const run = useEffectEvent(catchUp);
  useEffect(() => {
    if (!ready || !connected || opens === handled.current) return;
    handled.current = opens;
    run();
  }, [ready, connected, opens]);
}
