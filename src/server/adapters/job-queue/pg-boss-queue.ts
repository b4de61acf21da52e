// The job queue on a PostgreSQL server (docs/decisions/0030-job-queue.md): pg-boss keeps the jobs
// in the database's `pgboss` schema, so a cluster job runs once across all servers (its cron
// sends one job per due minute, whichever server's clock ticks first), survives a restart, and is
// retried with a doubling delay. Each queue is 'stately': one run at a time, one waiting.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { EachServerTimers } from './each-server';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  FAILURES_SHOWN,
  type JobDefinition,
  type JobQueue,
  type JobQueueStatus,
} from './job-queue';

const SCHEMA = 'pgboss';
/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';
/** A run that takes longer is taken as stuck: failed, then retried. */
const EXPIRE_IN_SECONDS = 15 * 60;
/** How long stop() waits for the runs in progress. */
const STOP_TIMEOUT_MS = 30_000;

export interface PgBossQueueOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** Run the schedules (servers do); off, jobs run only when queued with runNow(). */
  schedule: boolean;
  /** How often each server asks for jobs (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
}

/** Whole minutes, as pg-boss's cron counts them: every N minutes, or every N hours on the hour. */
export function cronOf(everySeconds: number): string {
  const minutes = Math.max(1, Math.round(everySeconds / 60));
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '0 * * * *' : `0 */${minutes / 60} * * *`;
  return `*/${Math.min(minutes, 59)} * * * *`;
}

/** The same id for the same job and due time, so that the second server's send is a no-op. */
function runId(name: string, due: Date): string {
  const hex = createHash('sha256').update(`${name}|${due.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly eachServer: EachServerTimers;
  private started = false;

  constructor(private readonly options: PgBossQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: SCHEMA,
      application_name: 'sahel-hearts-jobs',
      max: 3,
      schedule: options.schedule,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.eachServer = new EachServerTimers(options.log);
  }

  register(job: JobDefinition): void {
    this.jobs.set(job.name, job);
  }

  running(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    const cluster = [...this.jobs.values()].filter((job) => job.scope === 'cluster');
    for (const job of cluster) {
      const queue: PgBoss.Queue = {
        name: job.name,
        policy: 'stately',
        retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: EXPIRE_IN_SECONDS,
      };
      await this.createQueue(queue);
      if (this.options.schedule) await this.boss.schedule(job.name, cronOf(job.everySeconds), {}, { tz: 'UTC' });
      await this.boss.work(job.name, this.workOptions(), async () => {
        const result = await job.handler(new Date());
        this.options.log.info({ job: job.name, result }, 'job ran');
        return result;
      });
    }
    if (this.options.schedule) this.eachServer.start([...this.jobs.values()].filter((job) => job.scope === 'each-server'));
  }

  async stop(): Promise<void> {
    await this.eachServer.stop();
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }

  async runNow(name: string, due?: Date): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    if (job.scope === 'each-server') {
      await job.handler(new Date());
      return;
    }
    await this.boss.send(name, {}, due ? { id: runId(name, due) } : {});
  }

  async status(): Promise<JobQueueStatus> {
    const names = [...this.jobs.values()].filter((job) => job.scope === 'cluster').map((job) => job.name);
    const db = this.boss.getDb();
    const counts = await db.executeSql(
      `select name,
         count(*) filter (where state in ('created', 'retry'))::int as queued,
         count(*) filter (where state = 'active')::int as active,
         count(*) filter (where state = 'failed')::int as failed
       from ${SCHEMA}.job where name = any($1) group by name`,
      [names],
    );
    const failed = await db.executeSql(
      `select name, output->>'message' as error, completed_on as "failedAt"
       from ${SCHEMA}.job where name = any($1) and state = 'failed'
       order by completed_on desc limit ${FAILURES_SHOWN}`,
      [names],
    );
    const byName = new Map(counts.rows.map((row: { name: string }) => [row.name, row]));
    return {
      queues: names.map((name) => ({ queued: 0, active: 0, failed: 0, ...byName.get(name), name })),
      failures: failed.rows.map((row: { name: string; error: string | null; failedAt: Date }) => ({
        name: row.name,
        error: row.error ?? 'unknown error',
        failedAt: new Date(row.failedAt),
      })),
    };
  }

  /**
   * Created once by whichever server starts first; the settings follow the code after that. Two
   * servers starting at once can deadlock in pg-boss's create_queue: PostgreSQL ends one of the
   * two, which tries again and finds the queue made.
   */
  private async createQueue(queue: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await this.boss.getQueue(queue.name))) await this.boss.createQueue(queue.name, queue);
        await this.boss.updateQueue(queue.name, queue);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
        await sleep(100 * attempt);
      }
    }
  }

  private workOptions(): PgBoss.WorkOptions {
    return this.options.pollingIntervalSeconds ? { pollingIntervalSeconds: this.options.pollingIntervalSeconds } : {};
  }
}
