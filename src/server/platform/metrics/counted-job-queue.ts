// Every run of every job counted by its outcome, on the server that ran it (docs/operations.md,
// "Metrics"): the job queue app.ts builds is wrapped once, so each job's handler is counted as it
// is registered, whichever engine runs it (pg-boss or in-process) and whichever module made it.
import type { Counter } from 'prom-client';
import type { JobQueue } from '../../adapters/job-queue';

export function countingAttempts(queue: JobQueue, attempts: Counter<'queue' | 'outcome'>): JobQueue {
  return {
    kind: queue.kind,
    register(job) {
      const succeeded = { queue: job.name, outcome: 'succeeded' };
      const failed = { queue: job.name, outcome: 'failed' };
      attempts.inc(succeeded, 0);
      attempts.inc(failed, 0);
      queue.register({
        ...job,
        async handler(now) {
          try {
            const result = await job.handler(now);
            attempts.inc(succeeded);
            return result;
          } catch (error) {
            attempts.inc(failed);
            throw error;
          }
        },
      });
    },
    start: () => queue.start(),
    stop: () => queue.stop(),
    runNow: (name, due) => queue.runNow(name, due),
    status: () => queue.status(),
    running: () => queue.running(),
  };
}
