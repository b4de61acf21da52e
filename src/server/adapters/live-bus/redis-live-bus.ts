// Several servers with Redis (REDIS_URL): one pub/sub channel. A subscribed Redis connection can
// do nothing else, so each server keeps two; ioredis reconnects and subscribes again by itself.
// Redis carries payloads of any size, so every message travels with its signal.
import { Redis } from 'ioredis';
import { createListeners, LIVE_CHANNEL, type LiveBus } from './live-bus';
import { parseSignal } from './live-signal';

export interface RedisLiveBusOptions {
  url: string;
  onError: (error: unknown) => void;
}

export async function createRedisLiveBus({ url, onError }: RedisLiveBusOptions): Promise<LiveBus> {
  const listeners = createListeners(onError);
  // What is published in one turn of the event loop goes to Redis in one write (one pipeline).
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, payload: string) => {
    const signal = channel === LIVE_CHANNEL ? parseSignal(payload) : null;
    if (signal) listeners.emit(signal);
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(LIVE_CHANNEL);
  return {
    engine: 'redis',
    async publish(signal) {
      await publisher.publish(LIVE_CHANNEL, JSON.stringify(signal));
    },
    subscribe: (listen) => listeners.add(listen),
    async close() {
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
