// The app's Prometheus metrics (docs/operations.md, "Metrics"): one registry per app built by
// buildApp, never prom-client's global one, so that tests building many apps in one process never
// register a metric twice. Labels are few and bounded: a route's registered template, never the
// address asked for; a queue's, provider's or outcome's name from our own lists.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { PAYMENT_PROVIDERS } from '../../../shared/contracts/payments';
import type { JobQueueStatus } from '../../adapters/job-queue/job-queue';

/** What a payment webhook came to, one count per event it carried (or per refused delivery). */
export const WEBHOOK_OUTCOMES = [
  /** Stored in the ledger and its effect applied to a subscription. */
  'applied',
  /** Stored in the ledger; a type we do not act on. */
  'ignored',
  /** Seen before (same provider and event id): nothing changed. */
  'duplicate',
  /** A bad signature, or an event the ledger cannot hold: answered 400. */
  'rejected',
  /** The provider could not confirm it (PayPal's check): answered 503, delivered again later. */
  'unavailable',
  /** Anything else (the database): answered 5xx, delivered again later. */
  'failed',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** Where the gauges read their values when Prometheus asks (nothing is sampled in between). */
export interface MetricSources {
  /** The node-postgres pool of the app's database; null on PGlite, which has no pool to report. */
  pool: pg.Pool | null;
  liveSockets: () => number;
  jobs: () => Promise<JobQueueStatus>;
  log: FastifyBaseLogger;
}

export interface AppMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly liveBusLag: Histogram;
  readonly jobAttempts: Counter<'queue' | 'outcome'>;
  readonly paymentWebhooks: Counter<'provider' | 'outcome'>;
  readonly emailSends: Counter<'outcome'>;
  readonly smsSends: Counter<'outcome'>;
}

/** Seconds: from a fast cached read to the slowest page of a deck on a loaded server. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a signal between servers takes milliseconds; a second is a problem. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SEND_OUTCOMES = ['sent', 'failed'] as const;

function poolGauges(registry: Registry, pool: pg.Pool): void {
  const reading = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  reading('sahel_db_pool_connections', 'Connections the database pool holds open (busy or idle).', () => pool.totalCount);
  reading('sahel_db_pool_idle_connections', 'Open connections of the pool waiting for a query.', () => pool.idleCount);
  reading('sahel_db_pool_waiting_queries', 'Queries waiting for a connection because all are busy.', () => pool.waitingCount);
  reading('sahel_db_pool_max_connections', 'The most connections the pool opens.', () => pool.options.max);
}

function jobQueueGauge(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: 'sahel_job_queue_jobs',
    help: 'Jobs of each cluster queue by state: queued (waiting or retrying), active, failed (out of retries, kept).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      // A scrape while the database is away shows no queue rather than failing the whole scrape.
      this.reset();
      try {
        for (const queue of (await sources.jobs()).queues) {
          this.set({ queue: queue.name, state: 'queued' }, queue.queued);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
          this.set({ queue: queue.name, state: 'failed' }, queue.failed);
        }
      } catch (error) {
        sources.log.warn({ err: error }, 'metrics: the job queue could not be read');
      }
    },
  });
}

/**
 * The app's metrics. `processMetrics`: also prom-client's default process and Node.js metrics
 * (CPU, memory, event loop lag, garbage collection), which start observers of their own; only
 * when the metrics can be read (METRICS_TOKEN set).
 */
export function createAppMetrics(sources: MetricSources, { processMetrics }: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: AppMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'sahel_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    liveBusLag: new Histogram({
      name: 'sahel_live_bus_lag_seconds',
      help: "Time from a live signal's publication on any server to its receipt on this one.",
      buckets: LAG_BUCKETS,
      registers,
    }),
    jobAttempts: new Counter({
      name: 'sahel_job_attempts_total',
      help: 'Runs of a job on this server, by queue and outcome (succeeded, failed: each failed try counts).',
      labelNames: ['queue', 'outcome'] as const,
      registers,
    }),
    paymentWebhooks: new Counter({
      name: 'sahel_payment_webhooks_total',
      help: 'Payment webhook events by provider and outcome.',
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    emailSends: new Counter({
      name: 'sahel_email_sends_total',
      help: 'E-mails handed to the mail service (or the development outbox), by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    smsSends: new Counter({
      name: 'sahel_sms_sends_total',
      help: 'Text messages handed to the SMS service (or the development outbox), by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
  new Gauge({
    name: 'sahel_live_sockets',
    help: "Members' live sockets open on this server.",
    registers,
    collect() {
      this.set(sources.liveSockets());
    },
  });
  if (sources.pool) poolGauges(registry, sources.pool);
  jobQueueGauge(registry, sources);
  // Every outcome at 0 from the start: an alert on the increase of a rare one (a rejected
  // signature, a failed e-mail) then fires on its first occurrence, not its second.
  for (const outcome of SEND_OUTCOMES) {
    metrics.emailSends.inc({ outcome }, 0);
    metrics.smsSends.inc({ outcome }, 0);
  }
  for (const provider of PAYMENT_PROVIDERS) {
    for (const outcome of WEBHOOK_OUTCOMES) metrics.paymentWebhooks.inc({ provider, outcome }, 0);
  }
  return metrics;
}
