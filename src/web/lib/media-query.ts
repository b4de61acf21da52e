// A CSS media query as React state that follows the window (resized, turned, the system's
// motion setting changed). One MediaQueryList per query for the page: asking matchMedia again on
// every render costs a swipe time (docs/benchmarks.md, S4). Without matchMedia (jsdom, a page
// rendered outside a browser, very old browsers) the query does not match.
import { useSyncExternalStore } from 'react';

export interface MediaQuery {
  /** Whether it matches now, outside React (an event handler, an effect). */
  matches(): boolean;
  /** Whether it matches, re-rendering when that changes. */
  useMatches(): boolean;
}

export function mediaQuery(query: string): MediaQuery {
  let list: MediaQueryList | undefined;
  const read = (): MediaQueryList | undefined => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    list ??= window.matchMedia(query);
    return list;
  };
  const subscribe = (onChange: () => void) => {
    const current = read();
    current?.addEventListener?.('change', onChange);
    return () => current?.removeEventListener?.('change', onChange);
  };
  const matches = () => read()?.matches ?? false;
  return { matches, useMatches: () => useSyncExternalStore(subscribe, matches, () => false) };
}

/** The member asked the system for less motion: slides and fades become instant (spec "Swipe card"). */
export const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)');
