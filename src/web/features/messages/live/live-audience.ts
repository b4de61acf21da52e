// The screens that listen to the live socket (live-client.ts): its events, and its status, which
// this keeps.
import type { LiveEvent } from '../../../../shared/contracts/messages';

export interface LiveStatus {
  connected: boolean;
  /** Connections opened so far; each one after the first may follow a gap. */
  opens: number;
}

/** The events screens hear (the pong and the answers to a send are the client's own business). */
export type LiveNews = Exclude<LiveEvent, { type: 'pong' | 'sent' | 'send-refused' }>;

/** The screens that listen: to the events, and to the status, which it keeps. */
export function createAudience() {
  const listeners = new Set<(event: LiveNews) => void>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = { connected: false, opens: 0 };
  const setStatus = (next: LiveStatus) => {
    status = next;
    statusListeners.forEach((listener) => listener());
  };
  return {
    listeners,
    tell: (event: LiveNews) => listeners.forEach((listener) => listener(event)),
    getStatus: () => status,
    opened: () => setStatus({ connected: true, opens: status.opens + 1 }),
    /** The socket is no longer connected (said once). */
    disconnected: () => {
      if (status.connected) setStatus({ ...status, connected: false });
    },
    subscribeStatus: (listener: () => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
