// Several servers with Redis (REDIS_URL): one pub/sub channel. A subscribed Redis connection can
// do nothing else, so each server keeps two; ioredis reconnects and subscribes again by itself.
// Redis carries payloads of any size, so every message travels with its signal.
import { Redis } from 'ioredis';
import { createListeners, type LiveBus, type LiveBusConnection, stamped } from './live-bus';
import { parseSignal } from './live-signal';

export async function createRedisLiveBus({ url, channel, onError }: LiveBusConnection): Promise<LiveBus> {
  const listeners = createListeners(onError);
  // What is published in one turn of the event loop goes to Redis in one write (one pipeline).
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (heardOn: string, payload: string) => {
    const signal = heardOn === channel ? parseSignal(payload) : null;
    if (signal) listeners.emit(signal);
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  return {
    engine: 'redis',
    async publish(signal) {
      await publisher.publish(channel, JSON.stringify(stamped(signal)));
    },
    subscribe: (listen) => listeners.add(listen),
    // ioredis subscribes again by itself after a reconnection, before it says 'ready'.
    connected: () => subscriber.status === 'ready' && publisher.status === 'ready',
    async close() {
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
