// The country page's one request, asked again when the country or the signed-in member changes
// (a visitor who signs in now sees the members), or when the visitor retries after a failure.
import { useCallback, useEffect, useState } from 'react';
import type { CountryMembers } from '../../../shared/contracts/discovery';
import type { CountrySlug } from '../../../shared/countries';
import { getCountryMembers } from './api/get-country-members';

type CountryMembersState = { status: 'loading' } | { status: 'ready'; page: CountryMembers } | { status: 'error'; error: unknown };

export function useCountryMembers(country: CountrySlug, viewerId: string | null) {
  const [attempt, setAttempt] = useState(0);
  const key = `${country}|${viewerId ?? ''}|${attempt}`;
  // The answer remembers which request it is for: a new key shows "loading" at once, with no
  // state set during the effect.
  const [answer, setAnswer] = useState<{ key: string; state: CountryMembersState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCountryMembers(country, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'ready', page } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [country, key]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  /** Takes a member off the page at once (blocked or reported from their profile). */
  const remove = useCallback((memberId: string) => {
    setAnswer((current) => {
      if (current?.state.status !== 'ready' || !current.state.page.members) return current;
      const { page } = current.state;
      return {
        ...current,
        state: { status: 'ready', page: { ...page, members: page.members!.filter((member) => member.id !== memberId) } },
      };
    });
  }, []);

  const state: CountryMembersState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, retry, remove };
}
