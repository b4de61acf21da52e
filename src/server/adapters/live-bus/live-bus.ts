// The live bus (docs/decisions/0023-messages.md, "Several servers"): how a server tells every
// server, itself included, that something happened for some members, so that whichever server
// holds their sockets can tell them. Signals carry ids, never a message's text: a server that
// has sockets for the members reads what it needs from PostgreSQL.

export type LiveSignalEvent =
  | { type: 'message'; conversationId: number; messageId: number }
  | { type: 'delivered'; conversationId: number; upTo: number }
  | { type: 'read'; conversationId: number; upTo: number }
  | { type: 'typing'; conversationId: number }
  | { type: 'closed'; conversationId: number }
  /** All the member's sessions were ended (a suspension, a ban, the account deleted): every server closes their sockets. */
  | { type: 'signed-out' }
  /**
   * These sessions of the member ended (a sign-out, "sign out everywhere", a password change or
   * reset, an expiry): every server closes the sockets opened with them, and only those.
   */
  | { type: 'session-ended'; sessions: string[] }
  /**
   * Something cached about the members changed: every server drops it
   * (docs/decisions/0026-member-path-caches.md). Sockets are not told.
   */
  | { type: 'member-changed' };

export interface LiveSignal {
  /** The members (user ids) whose open sockets should hear of it. */
  to: string[];
  event: LiveSignalEvent;
}

export type LiveListener = (signal: LiveSignal) => void;

export interface LiveBus {
  /** Which engine carries the signals (logged at start; the benchmark prints it). */
  readonly engine: 'in-process' | 'postgres' | 'redis';
  /** Resolves once the signal is handed to the engine (every subscribed server then hears it). */
  publish(signal: LiveSignal): Promise<void>;
  /** Every signal published by any server, this one included. Returns the way to stop listening. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The channel name on PostgreSQL and Redis. */
export const LIVE_CHANNEL = 'sahel_hearts_live';

/** A signal from another server, checked before anything reads it (a bad one is dropped). */
export function parseSignal(text: string): LiveSignal | null {
  try {
    const value = JSON.parse(text) as Partial<LiveSignal> | null;
    if (!value || !Array.isArray(value.to) || !value.to.every((id) => typeof id === 'string')) return null;
    const event = value.event as { type?: unknown; conversationId?: unknown; sessions?: unknown } | undefined;
    if (!event || typeof event.type !== 'string') return null;
    if (event.type === 'session-ended') {
      const sessions = event.sessions;
      return Array.isArray(sessions) && sessions.every((id) => typeof id === 'string') ? (value as LiveSignal) : null;
    }
    const aboutMembers = event.type === 'signed-out' || event.type === 'member-changed';
    if (!aboutMembers && typeof event.conversationId !== 'number') return null;
    return value as LiveSignal;
  } catch {
    return null;
  }
}

/** Hands a signal to each listener; a listener that throws does not stop the others. */
export function createListeners(onError: (error: unknown) => void) {
  const listeners = new Set<LiveListener>();
  return {
    add(listener: LiveListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(signal: LiveSignal) {
      for (const listener of listeners) {
        try {
          listener(signal);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
