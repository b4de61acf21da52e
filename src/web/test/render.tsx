// renderWithProviders: render a component the way the app does, with real texts and a router.
//
//   const { i18n, router } = await renderWithProviders(<SiteHeader />, { language: 'ar', route: '/about' });
//   screen.getByRole('link', { name: 'من نحن' });
//   expect(router.state.location.pathname).toBe('/about');
//
// - i18n is a fresh instance from initI18n (src/web/i18n/i18n.ts) loaded with the real locale
//   files of `language`; <html lang dir> are set as in the app. Switch with
//   await act(() => changeLanguage(i18n, 'fr')).
// - The router is an in-memory data router (createMemoryRouter) starting at `route`. By default every
//   path renders `ui`, so links, NavLink, useLocation and navigation work and `ui` stays mounted;
//   pass `routes` instead to test real route modules. The first route's lazy modules and loaders
//   are awaited before rendering, so the page is on screen when the promise resolves; later
//   navigations are async as in the app: await act(() => router.navigate('/x')), then findBy*.
// - rerender(nextUi) swaps `ui` inside the same providers and router.
// - Other options go to testing-library's render, e.g. { onCaughtError: () => {} } to keep React
//   from printing errors that an error boundary caught.
// - Data loaded with TanStack Query goes to a fresh cache per render, with no retries.
// - Media queries (reduced motion, colour scheme, width): setMatchMedia from ./setup.
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { Translator as I18n } from '../i18n/translator';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nProvider } from '../i18n/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Language } from '../../shared/constants';
import { initI18n } from '../i18n/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query/query-client';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  /** Language to load and render in (default 'en'). */
  language?: Language;
  /** Initial URL, path plus optional ?search and #hash (default '/'). */
  route?: string;
  /** Route table to use instead of "every path renders ui"; `ui` is then ignored. */
  routes?: RouteObject[];
}

export interface RenderWithProvidersResult extends Omit<RenderResult, 'rerender'> {
  i18n: I18n;
  router: TestRouter;
  rerender: (ui: ReactNode) => void;
}

/** Holds the element under test so that rerender() can replace it without a new router. */
function createSlot(initial: ReactNode) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Slot() {
    return <>{useSyncExternalStore(subscribe, () => current)}</>;
  }
  const set = (next: ReactNode) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return { Slot, set };
}

/** Resolves once the router has loaded its first route (lazy modules, loaders). */
function initialized(router: TestRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export async function renderWithProviders(
  ui: ReactNode,
  { language = 'en', route = '/', routes, ...renderOptions }: RenderWithProvidersOptions = {},
): Promise<RenderWithProvidersResult> {
  const i18n = await initI18n(language);
  const slot = createSlot(ui);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: <slot.Slot /> }], {
    initialEntries: [route],
  });
  await initialized(router);
  // A fresh cache per render, without retries: a test's failed answer shows at once.
  const queryClient = createQueryClient({ retry: false });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
  const result = render(tree, renderOptions);
  return {
    ...result,
    i18n,
    router,
    rerender: (next) => act(() => slot.set(next)),
  };
}
