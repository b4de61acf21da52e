// The jobs every server runs for itself (scope 'each-server', docs/decisions/0030-job-queue.md):
// a timer per job, inside the job-queue adapter, that never overlaps a run with the last one.
import type { FastifyBaseLogger } from 'fastify';
import { errorText, type JobDefinition } from './job-queue';

export class EachServerTimers {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  start(jobs: JobDefinition[]): void {
    for (const job of jobs) {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        const run = job
          .handler(new Date())
          .then(
            (result) => this.log.debug({ job: job.name, result }, 'job ran'),
            (error: unknown) => this.log.warn({ job: job.name, err: error, error: errorText(error) }, 'job failed'),
          )
          .finally(() => {
            busy = false;
            this.running.delete(run);
          });
        this.running.add(run);
      };
      const timer = setInterval(tick, job.everySeconds * 1000);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.allSettled([...this.running]);
  }
}
