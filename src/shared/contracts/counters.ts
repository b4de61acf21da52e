import { z } from 'zod';
import { COUNTRY_SLUGS } from '../countries';

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

/** GET /api/members: each country page's live count of members, as its page says it. */
export const countryCounts = z.strictObject({
  countries: z.record(z.enum(COUNTRY_SLUGS), z.number().int().nonnegative()),
});
export type CountryCounts = z.infer<typeof countryCounts>;
