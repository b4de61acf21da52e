import { z } from 'zod';

const count = z.number().int().nonnegative();

/** GET /api/admin/jobs: each queue's counts, and the last runs that failed every try (docs/decisions/0030-job-queue.md). */
export const adminJobs = z.strictObject({
  queues: z.array(z.strictObject({ name: z.string(), queued: count, active: count, failed: count })),
  failures: z.array(z.strictObject({ name: z.string(), error: z.string(), failedAt: z.iso.datetime() })),
});
export type AdminJobs = z.infer<typeof adminJobs>;

/** POST /api/admin/jobs/:name/run: a job's name, as the list shows it (letters, digits and dashes). */
export const adminJobParams = z.strictObject({ name: z.string().regex(/^[a-z0-9-]{1,64}$/) });
