// Whether the deck is drawn for a phone (narrower than 768 px, Tailwind's `md`): the photo-first
// card with Pass and Like over its photo (card/phone-card-view.tsx). A media query rather than CSS
// alone, because the two layouts place Pass and Like differently in the page's order. Follows
// the window as it is resized or turned.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767.98px)';

let list: MediaQueryList | undefined;

/** One list for the page, as for reduced motion (use-reduced-motion.ts): read on every swipe. */
function mediaQuery(): MediaQueryList | undefined {
  if (typeof window.matchMedia !== 'function') return undefined;
  list ??= window.matchMedia(PHONE_QUERY);
  return list;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => mediaQuery()?.matches ?? false;

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
