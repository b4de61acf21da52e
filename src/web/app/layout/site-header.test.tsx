// The header of the spec: six links, a language dropdown with flags (Arabic flips the page), an
// Sign in link (an Account menu for members), Join Now to /subscribe, and a mobile menu whose entries scroll to landing sections.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteHeader } from './site-header';

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

async function openLanguageMenu(user: ReturnType<typeof userEvent.setup>, name = 'Language: English') {
  await user.click(screen.getAllByRole('button', { name })[0]!);
  return screen.getByRole('menu', { name: 'Choose a language' });
}

describe('SiteHeader links', () => {
  it('links home, profiles, events, culture, about and pricing', async () => {
    await renderWithProviders(<SiteHeader />, { route: '/landing' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['Home', '/'],
      ['Profiles', '/profiles'],
      ['Events', '/events'],
      ['Culture', '/culture'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
    ]);
  });

  it('marks the current page', async () => {
    await renderWithProviders(<SiteHeader />, { route: '/events' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('has Join Now to /subscribe, Sign in for visitors, the brand and a skip link', async () => {
    await renderWithProviders(<SiteHeader />);
    expect(hrefOf(screen.getByRole('link', { name: 'Join Now' }))).toBe('/subscribe');
    // Members get an Account menu instead (features/auth/account-menu.test.tsx).
    expect(hrefOf(screen.getByRole('link', { name: 'Sign in' }))).toBe('/sign-in');
    expect(hrefOf(screen.getByRole('link', { name: 'Sahel Hearts' }))).toBe('/landing');
    expect(hrefOf(screen.getByRole('link', { name: 'Skip to content' }))).toBe('#main');
  });

  it('navigates when a link is clicked', async () => {
    const user = setupUser();
    const { router } = await renderWithProviders(<SiteHeader />, { route: '/landing' });
    await user.click(screen.getByRole('link', { name: 'Culture' }));
    expect(router.state.location.pathname).toBe('/culture');
  });
});

describe('language dropdown', () => {
  it('lists the five languages with their flags, the current one checked and focused', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const menu = await openLanguageMenu(user);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Français', 'العربية', 'Kiswahili', 'አማርኛ']);
    // Each with its flag drawn from a file (an emoji needs an emoji font), decorative beside the name.
    const flags = items.map((item) => item.querySelector('img[data-flag]'));
    expect(flags.map((flag) => flag?.getAttribute('data-flag'))).toEqual(['GB', 'FR', 'SD', 'KE', 'ET']);
    expect(flags.every((flag) => flag?.getAttribute('alt') === '' && /\.svg/.test(flag.getAttribute('src') ?? ''))).toBe(true);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'fr', 'ar', 'sw', 'am']);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    const menu = await openLanguageMenu(user);
    const items = within(menu).getAllByRole('menuitemradio');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[4]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    await openLanguageMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: English' }));
  });

  it('closes when clicking elsewhere', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    await openLanguageMenu(user);
    await user.click(screen.getByRole('link', { name: 'Join Now' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switches to Arabic: closes, flips the page right to left, stores it and translates', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    const menu = await openLanguageMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('button', { name: 'اللغة: العربية' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'انضم الآن' })).toBeTruthy();
  });

  it('chooses with the keyboard', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    await openLanguageMenu(user);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByRole('link', { name: 'Nous rejoindre' })).toBeTruthy();
  });
});

describe('mobile menu', () => {
  it('toggles open and closed', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Close menu');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('sends profiles, events and culture to landing sections, and pricing to /subscribe', async () => {
    const user = setupUser();
    await renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const target = (name: string) => hrefOf(within(nav).getByRole('link', { name }));
    expect(target('Profiles')).toBe('/landing#profiles');
    expect(target('Events')).toBe('/landing#events');
    expect(target('Culture')).toBe('/landing#culture');
    expect(target('Pricing')).toBe('/subscribe');
    expect(target('Home')).toBe('/');
    expect(target('About')).toBe('/about');
  });

  it('closes once an entry is chosen', async () => {
    const user = setupUser();
    const { router } = await renderWithProviders(<SiteHeader />, { route: '/landing' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Events' }));
    expect(router.state.location.pathname + router.state.location.hash).toBe('/landing#events');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
