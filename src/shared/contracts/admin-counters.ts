import { z } from 'zod';
import { COUNTER_NAMES } from '../constants';

export const counterNameParam = z.object({ name: z.enum(COUNTER_NAMES) });

/** PUT /api/admin/counters/:name: a whole number to show the public, or null to stop overriding. */
export const counterOverrideInput = z.object({ value: z.number().int().nonnegative().max(2_147_483_647).nullable() });

const adminCounter = z.strictObject({
  live: z.number().int().nonnegative(),
  override: z.number().int().nonnegative().nullable(),
});

/** GET /api/admin/counters: the true live count beside the override, for every counter. */
export const adminCounters = z.strictObject({ verified: adminCounter, matches: adminCounter, events: adminCounter });
export type AdminCounters = z.infer<typeof adminCounters>;
