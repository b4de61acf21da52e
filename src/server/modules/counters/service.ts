import { COUNTER_FALLBACKS, COUNTER_NAMES } from '../../../shared/constants';
import type { PublicCounters } from '../../../shared/contracts/counters';
import type { Database } from '../../db/client';
import { countLive, listOverrides } from './queries';

/**
 * What the public sees for each counter: an admin override where one is set, otherwise the
 * live count, otherwise (0 or missing) the spec's fallback. Overrides never touch live data.
 */
export async function getPublicCounters(db: Database): Promise<PublicCounters> {
  const [live, overrides] = await Promise.all([countLive(db), listOverrides(db)]);
  const entries = COUNTER_NAMES.map((name) => {
    const override = overrides[name];
    if (override !== undefined && override !== null) return [name, { value: override, source: 'override' }];
    const count = live[name];
    if (count > 0) return [name, { value: count, source: 'live' }];
    return [name, { value: COUNTER_FALLBACKS[name], source: 'fallback' }];
  });
  return Object.fromEntries(entries) as PublicCounters;
}
