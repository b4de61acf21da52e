// The job queue on the embedded PGlite (docs/decisions/0030-job-queue.md): one process, so the
// schedules are timers here and the queue is memory. Same rules as pg-boss's: one run of a job
// at a time and at most one waiting behind it (its 'stately' policy), retries with a doubling
// delay, the failures kept for the admins. Tests run a job with runNow() and fake the timers.
import type { FastifyBaseLogger } from 'fastify';
import { EachServerTimers } from './each-server';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  errorText,
  FAILURES_SHOWN,
  type JobDefinition,
  type JobFailure,
  type JobQueue,
  type JobQueueStatus,
} from './job-queue';

interface QueueState {
  job: JobDefinition;
  active: Promise<void> | null;
  /** Runs waiting: a queued run or retries counting down. */
  waiting: number;
  failed: number;
}

export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly queues = new Map<string, QueueState>();
  private readonly eachServer: EachServerTimers;
  private readonly intervals: NodeJS.Timeout[] = [];
  private readonly timeouts = new Set<NodeJS.Timeout>();
  private readonly failures: JobFailure[] = [];
  private stopped = false;
  private started = false;

  /** `schedule`: run the jobs on their timers (servers do; test apps only when a test asks). */
  constructor(private readonly options: { log: FastifyBaseLogger; schedule: boolean }) {
    this.eachServer = new EachServerTimers(options.log);
  }

  register(job: JobDefinition): void {
    this.queues.set(job.name, { job, active: null, waiting: 0, failed: 0 });
  }

  running(): boolean {
    return this.started && !this.stopped;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.started = true;
    if (!this.options.schedule) return;
    const all = [...this.queues.values()].map((queue) => queue.job);
    this.eachServer.start(all.filter((job) => job.scope === 'each-server'));
    for (const job of all.filter((one) => one.scope === 'cluster')) {
      this.every(job.everySeconds * 1000, () => void this.runNow(job.name));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.intervals.splice(0)) clearInterval(timer);
    for (const timer of this.timeouts) clearTimeout(timer);
    this.timeouts.clear();
    await this.eachServer.stop();
    await Promise.allSettled([...this.queues.values()].flatMap((queue) => (queue.active ? [queue.active] : [])));
  }

  /** Runs the job now, or right after the run in progress; resolves when that attempt ends. */
  async runNow(name: string): Promise<void> {
    const queue = this.queueOf(name);
    if (queue.job.scope === 'each-server') {
      await queue.job.handler(new Date());
      return;
    }
    await this.attempt(queue, 0);
  }

  async status(): Promise<JobQueueStatus> {
    const queues = [...this.queues.values()]
      .filter((queue) => queue.job.scope === 'cluster')
      .map((queue) => ({ name: queue.job.name, queued: queue.waiting, active: queue.active ? 1 : 0, failed: queue.failed }));
    return { queues, failures: [...this.failures] };
  }

  private busy(queue: QueueState): boolean {
    return queue.active !== null;
  }

  private queueOf(name: string): QueueState {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No job named ${name}`);
    return queue;
  }

  private async attempt(queue: QueueState, retries: number): Promise<void> {
    if (queue.active) {
      // One waits behind the run in progress; more would only repeat it.
      if (queue.waiting > 0 && retries === 0) return;
      queue.waiting += 1;
      await queue.active.catch(() => {});
      queue.waiting -= 1;
      if (this.busy(queue) || this.stopped) return;
    }
    const run = this.runOnce(queue, retries);
    queue.active = run;
    await run;
  }

  private async runOnce(queue: QueueState, retries: number): Promise<void> {
    const { job } = queue;
    try {
      const result = await job.handler(new Date());
      this.options.log.info({ job: job.name, result }, 'job ran');
    } catch (error) {
      const limit = job.retryLimit ?? DEFAULT_RETRY_LIMIT;
      this.options.log.warn({ job: job.name, err: error, retries }, 'job failed');
      if (retries < limit && !this.stopped) {
        const delayMs = (job.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS) * 1000 * 2 ** retries;
        queue.waiting += 1;
        this.after(delayMs, () => {
          queue.waiting -= 1;
          void this.attempt(queue, retries + 1);
        });
      } else {
        queue.failed += 1;
        this.failures.unshift({ name: job.name, error: errorText(error), failedAt: new Date() });
        this.failures.length = Math.min(this.failures.length, FAILURES_SHOWN);
      }
    } finally {
      queue.active = null;
    }
  }

  private every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.intervals.push(timer);
  }

  private after(ms: number, then: () => void): void {
    const timer = setTimeout(() => {
      this.timeouts.delete(timer);
      then();
    }, ms);
    timer.unref();
    this.timeouts.add(timer);
  }
}
