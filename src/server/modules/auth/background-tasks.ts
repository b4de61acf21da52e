// Work better-auth runs after answering (account e-mails, see `advanced.backgroundTasks` in
// auth.ts): each task is kept until it settles, so a failure is logged rather than lost as an
// unhandled rejection, and the app can wait for the e-mails still on their way before it closes
// its database.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const tracked = task.then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'background task failed'),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
