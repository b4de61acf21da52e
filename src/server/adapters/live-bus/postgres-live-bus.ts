// Several servers on one PostgreSQL and no Redis: LISTEN/NOTIFY. Each server keeps one connection
// of its own listening (reconnecting with backoff if it drops) and publishes with pg_notify on
// another, what is published in one turn of the event loop in one statement. NOTIFY payloads are
// limited to 8000 bytes: a message too long for it travels as its ids only (decision 0023).
import pg from 'pg';
import { batchedPublisher, createListeners, type LiveBus, type LiveBusConnection, stamped, withoutMessage } from './live-bus';
import { type LiveSignal, parseSignal } from './live-signal';

const RECONNECT_MAX_MS = 10_000;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; what is over this goes as ids only. */
const NOTIFY_PAYLOAD_MAX_BYTES = 7_900;

/** The NOTIFY payload of a signal: with its message when that fits, else with ids only. */
export function notifyPayloadOf(signal: LiveSignal): string {
  const payload = JSON.stringify(signal);
  return Buffer.byteLength(payload) <= NOTIFY_PAYLOAD_MAX_BYTES ? payload : JSON.stringify(withoutMessage(signal));
}

export async function createPostgresLiveBus({ url, channel, onError }: LiveBusConnection): Promise<LiveBus> {
  const listeners = createListeners(onError);
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', onError);
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      const signal = message.channel === channel && message.payload ? parseSignal(message.payload) : null;
      if (signal) listeners.emit(signal);
    });
    const lost = (error?: unknown) => {
      if (error) onError(error);
      if (closed || listener !== client) return;
      listener = null;
      void listenAgain();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
  }

  /** After a lost connection: again and again, waiting longer each time, until it listens. */
  async function listenAgain(): Promise<void> {
    for (let waitMs = 250; !closed; waitMs = Math.min(waitMs * 2, RECONNECT_MAX_MS)) {
      await new Promise((resolve) => setTimeout(resolve, waitMs).unref());
      if (closed) return;
      try {
        await listen();
        return;
      } catch (error) {
        onError(error);
      }
    }
  }

  const notify = batchedPublisher((payloads) =>
    // unnest reads the array in order, so the signals are heard in the order they were published.
    publisher.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]),
  );
  await listen();
  return {
    engine: 'postgres',
    publish: (signal) => notify(notifyPayloadOf(stamped(signal))),
    subscribe: (listen) => listeners.add(listen),
    connected: () => listener !== null,
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await Promise.all([client?.end().catch(() => undefined), publisher.end()]);
    },
  };
}
