// Whether React has taken the page over. A pre-rendered public page is drawn, and hydrated, with
// `false` (docs/decisions/0038-prerendered-public-pages.md), then drawn again with `true`; a page
// the app draws itself starts at `true`. A control that needs the app (a form's submit, the menu)
// is disabled until then: before, a tap would do nothing, and a form would be sent by the browser
// itself, its fields in the address.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
