// A server that cannot keep up refuses new requests with 503 SERVER_BUSY and a Retry-After
// rather than accepting writes it would deliver seconds late (docs/decisions/0023-messages.md,
// target S7): @fastify/under-pressure measures how late the event loop runs. The health check is
// never refused, so that a load balancer does not take a busy server for a dead one.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../shared/routes/site';
import { AppError } from '../errors';
import { METRICS_PATH } from '../platform/metrics/metrics-route';

/** When the browser (or any client) may try again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/** How often the event loop's delay is measured (its mean over this time is compared). */
const SAMPLE_EVERY_MS = 500;
// Nor are Prometheus's scrapes: an overloaded server is when its metrics matter most.
const NEVER_REFUSED = new Set<string>([getHealth.path, METRICS_PATH]);

/** The refusal of a busy server: an HTTP request's, and a message sent on the live socket's. */
export const serverBusy = () =>
  new AppError('SERVER_BUSY', 'The server is too busy right now. Please try again in a moment.', {
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });

export interface OverloadOptions {
  /** Refuse while the event loop's mean delay is over this many milliseconds; 0 never refuses. */
  maxEventLoopDelayMs: number;
  /** Tests: whether this server is well, asked at start and then every second, beside the measure. */
  isWell?: () => Promise<boolean>;
}

export async function refuseWhenOverloaded(app: FastifyInstance, { maxEventLoopDelayMs, isWell }: OverloadOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_EVERY_MS,
    ...(isWell ? { healthCheck: isWell, healthCheckInterval: 1000 } : {}),
    pressureHandler: (request, reply) => {
      if (request.routeOptions.url && NEVER_REFUSED.has(request.routeOptions.url)) return undefined;
      void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return Promise.reject(serverBusy());
    },
  });
}
