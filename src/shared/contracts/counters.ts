import { z } from 'zod';

const counterValue = z.strictObject({
  /** What the public sees: the override, else the live count, else the fallback. */
  value: z.number().int().nonnegative(),
  source: z.enum(['override', 'live', 'fallback']),
});

export const publicCounters = z.strictObject({
  verified: counterValue,
  matches: counterValue,
  events: counterValue,
});
export type PublicCounters = z.infer<typeof publicCounters>;
