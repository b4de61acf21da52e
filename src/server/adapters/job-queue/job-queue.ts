// The one face of the job queue (docs/decisions/0030-job-queue.md): modules register their jobs
// here, app.ts starts and stops it. Two engines: pg-boss on a PostgreSQL server, and an
// in-process queue on the embedded PGlite, which is one process anyway.

export interface JobDefinition {
  /** The queue's name: letters, digits and dashes. */
  name: string;
  /**
   * 'cluster': one run across all servers per due time, never two at once (the e-mails, the
   * deletions). 'each-server': every server runs it for what it alone holds (its sockets).
   */
  scope: 'cluster' | 'each-server';
  /** How often. A cluster job runs on whole minutes (pg-boss's cron): at least 1. */
  everySeconds: number;
  /** One run; what it returns is logged. A throw is a failure: retried, then shown to admins. */
  handler: (now: Date) => Promise<unknown>;
  /** Retries after a failure (cluster jobs), each delay twice the last. Defaults: 3, from 30 s. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobFailure {
  name: string;
  error: string;
  failedAt: Date;
}

export interface JobQueueStatus {
  queues: QueueCounts[];
  failures: JobFailure[];
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Before start(). */
  register(job: JobDefinition): void;
  start(): Promise<void>;
  /** Waits for the runs in progress (graceful), then stops polling and timers. */
  stop(): Promise<void>;
  /**
   * Queues one run of a cluster job now. `due` names the run: servers that queue the same job
   * for the same due time get one run between them.
   */
  runNow(name: string, due?: Date): Promise<void>;
  status(): Promise<JobQueueStatus>;
  /** Started and not stopped: GET /api/ready asks (docs/operations.md). */
  running(): boolean;
}

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** The last failures kept and shown. */
export const FAILURES_SHOWN = 20;

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
