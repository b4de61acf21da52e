// The live bus (docs/decisions/0023-messages.md, "Several servers"): how a server tells every
// server, itself included, that something happened for some members, so that whichever server
// holds their sockets can tell them. A new message travels with its signal, so that the servers
// holding its members' sockets send it without reading it back; one too big for the engine
// travels as its ids only (`withoutMessage`), and those servers read it from PostgreSQL.

import type { LiveSignal } from './live-signal';

export type LiveListener = (signal: LiveSignal) => void;

export interface LiveBus {
  /** Which engine carries the signals (logged at start; the benchmark prints it). */
  readonly engine: 'in-process' | 'postgres' | 'redis';
  /** Resolves once the signal is handed to the engine (every subscribed server then hears it). */
  publish(signal: LiveSignal): Promise<void>;
  /** Every signal published by any server, this one included. Returns the way to stop listening. */
  subscribe(listener: LiveListener): () => void;
  /** Whether this server hears the other servers now (GET /api/ready asks; a lost connection is being made again). */
  connected(): boolean;
  close(): Promise<void>;
}

/** What a bus between servers (PostgreSQL's, Redis's) connects to and listens on. */
export interface LiveBusConnection {
  /** The engine's URL (REDIS_URL, DATABASE_URL). */
  url: string;
  /** liveChannelOf(DEPLOYMENT_NAME): an identifier of letters, digits and underscores. */
  channel: string;
  onError: (error: unknown) => void;
}

/**
 * The channel name on PostgreSQL and Redis: the deployment's name (DEPLOYMENT_NAME, letters,
 * digits and underscores) and `_live`, so that deployments sharing a Redis or a PostgreSQL
 * server (staging beside production) never hear each other's events.
 */
export const liveChannelOf = (deployment: string): string => `${deployment}_live`;

/** The signal with the time it is handed to the engine, which the servers that hear it measure its lag by. */
export const stamped = (signal: LiveSignal): LiveSignal => ({ ...signal, publishedAt: Date.now() });

/** The same signal with a message's ids only: the servers that need the message read it. */
export function withoutMessage(signal: LiveSignal): LiveSignal {
  if (signal.event.type !== 'message' || !signal.event.message) return signal;
  const { message: _carried, ...ids } = signal.event;
  return { ...signal, event: ids };
}

/**
 * Hands what is published within one turn of the event loop to the engine in one go (a burst of
 * messages and delivered marks is one round trip, not one each); each publish resolves once its
 * batch is handed over.
 */
export function batchedPublisher(sendAll: (payloads: string[]) => Promise<unknown>): (payload: string) => Promise<void> {
  let batch: { payloads: string[]; sent: Promise<void> } | null = null;
  return (payload) => {
    if (!batch) {
      const current: { payloads: string[]; sent: Promise<void> } = { payloads: [], sent: Promise.resolve() };
      current.sent = new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          batch = null;
          sendAll(current.payloads).then(() => resolve(), reject);
        }),
      );
      batch = current;
    }
    batch.payloads.push(payload);
    return batch.sent;
  };
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
