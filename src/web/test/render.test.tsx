// The shared test helpers themselves: providers, route, rerender, and the media query fake.
import { act, screen } from '@testing-library/react';
import { useTranslation } from '../i18n/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render';
import { getMatchMediaState, setMatchMedia } from './setup';

function Probe({ label = 'probe' }: { label?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <div>
      <p>{`${label} ${i18n.language} ${location.pathname}${location.search}${location.hash}`}</p>
      <p>{t('common.nav.joinNow')}</p>
      <Link to="/about">go</Link>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('renders in English at / by default, with real texts', async () => {
    const { i18n, router } = await renderWithProviders(<Probe />);
    expect(screen.getByText('probe en /')).toBeTruthy();
    expect(screen.getByText('Join Now')).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders in the given language and at the given route', async () => {
    await renderWithProviders(<Probe />, { language: 'ar', route: '/landing?ref=x#profiles' });
    expect(screen.getByText('probe ar /landing?ref=x#profiles')).toBeTruthy();
    expect(screen.getByText('انضم الآن')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps the element mounted across navigation', async () => {
    const { router } = await renderWithProviders(<Probe />);
    act(() => screen.getByRole('link', { name: 'go' }).click());
    expect(screen.getByText('probe en /about')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('rerenders a new element inside the same providers', async () => {
    const { rerender } = await renderWithProviders(<Probe label="first" />, { language: 'fr', route: '/events' });
    rerender(<Probe label="second" />);
    expect(screen.getByText('second fr /events')).toBeTruthy();
    expect(screen.queryByText(/first/)).toBeNull();
  });

  it('renders a route table, waiting for lazy routes', async () => {
    await renderWithProviders(null, {
      route: '/lazy',
      routes: [{ path: '/lazy', lazy: async () => ({ Component: () => <p>lazy page</p> }) }],
    });
    expect(screen.getByText('lazy page')).toBeTruthy();
  });
});

describe('matchMedia fake', () => {
  it('defaults to no reduced motion, light scheme, 1024 px', () => {
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    expect(window.matchMedia('(prefers-reduced-motion: no-preference)').matches).toBe(true);
    expect(window.matchMedia('(prefers-color-scheme: light)').matches).toBe(true);
    expect(window.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
    expect(window.matchMedia('(min-width: 64rem)').matches).toBe(true);
    expect(window.matchMedia('(max-width: 640px)').matches).toBe(false);
    expect(window.matchMedia('screen and (min-width: 768px) and (max-width: 1100px)').matches).toBe(true);
    expect(window.matchMedia('not screen and (min-width: 768px)').matches).toBe(false);
    expect(window.matchMedia('(hover: hover)').matches).toBe(false);
  });

  it('answers live and notifies listeners of changes', () => {
    const list = window.matchMedia('(prefers-reduced-motion: reduce)');
    const seen: boolean[] = [];
    list.addEventListener('change', (event) => seen.push(event.matches));
    const legacy: boolean[] = [];
    list.addListener((event) => legacy.push(event.matches));
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    let darkChanges = 0;
    dark.onchange = () => darkChanges++;

    setMatchMedia({ reducedMotion: true });
    expect(list.matches).toBe(true);
    expect(seen).toEqual([true]);
    expect(legacy).toEqual([true]);
    expect(darkChanges).toBe(0);

    setMatchMedia({ reducedMotion: true, colorScheme: 'dark', width: 375 });
    expect(seen).toEqual([true]);
    expect(darkChanges).toBe(1);
    expect(window.matchMedia('(max-width: 640px)').matches).toBe(true);
    expect(getMatchMediaState()).toEqual({ reducedMotion: true, colorScheme: 'dark', width: 375 });
  });

  it('is back to the defaults in the next test', () => {
    expect(getMatchMediaState()).toEqual({ reducedMotion: false, colorScheme: 'light', width: 1024 });
    expect(localStorage.length).toBe(0);
    expect(document.documentElement.getAttribute('dir')).toBeNull();
  });
});
