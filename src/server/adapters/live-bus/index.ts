// The live bus between app servers (docs/decisions/0023-messages.md): which engine carries the
// signals, chosen once from the settings.
import type { AppConfig } from '../../config/env';
import { createInProcessLiveBus } from './in-process-live-bus';
import { type LiveBus, liveChannelOf } from './live-bus';
import { createPostgresLiveBus } from './postgres-live-bus';
import { createRedisLiveBus } from './redis-live-bus';

export type { LiveBus } from './live-bus';
export type { LiveSignal, LiveSignalEvent } from './live-signal';

/**
 * Redis when REDIS_URL is set; PostgreSQL LISTEN/NOTIFY when only DATABASE_URL is; in-process on
 * the embedded PGlite, which is one process anyway (docs/decisions/0023-messages.md).
 */
export function createLiveBus(
  config: Pick<AppConfig, 'REDIS_URL' | 'DATABASE_URL' | 'DEPLOYMENT_NAME'>,
  onError: (error: unknown) => void,
): Promise<LiveBus> {
  const channel = liveChannelOf(config.DEPLOYMENT_NAME);
  if (config.REDIS_URL) return createRedisLiveBus({ url: config.REDIS_URL, channel, onError });
  if (config.DATABASE_URL) return createPostgresLiveBus({ url: config.DATABASE_URL, channel, onError });
  return Promise.resolve(createInProcessLiveBus(onError));
}
