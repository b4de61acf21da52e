// Whether the member asked the system for less motion; follows changes while the page is open.
// The deck's 300 ms slide becomes instant then (spec "Swipe card"; docs/targets.md S4).
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | undefined;

/** One list for the page: asking matchMedia again on every render costs a swipe time (docs/targets.md S4). */
function mediaQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  list ??= window.matchMedia(QUERY);
  return list;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
