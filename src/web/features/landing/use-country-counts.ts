// The country cards' live counts (GET /api/members, the country pages' own figures). A plain
// request, not TanStack Query: the landing page's script budget (docs/targets.md S1,
// docs/decisions/0016-data-loading.md). null while asked, and after a failure: a card then shows
// no figure rather than a made-up one.
import { useEffect, useState } from 'react';
import type { CountryCounts } from '../../../shared/contracts/counters';
import { getCountryCounts } from '../../../shared/routes/members-endpoints';
import { callApi } from '../../lib/call-api';

export type CountryCountsState = { status: 'loading' } | { status: 'ready'; countries: CountryCounts['countries'] } | { status: 'error' };

export function useCountryCounts(): CountryCountsState {
  const [state, setState] = useState<CountryCountsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    callApi(getCountryCounts, { signal: controller.signal })
      .then(({ countries }) => {
        if (!controller.signal.aborted)
          setState(typeof countries === 'object' && countries ? { status: 'ready', countries } : { status: 'error' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
