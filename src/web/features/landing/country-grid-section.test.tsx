import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CARDS, COUNTRY_SLUGS } from '../../../shared/countries';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user-events';
import { json, stubFetch } from '../../test/session-fixtures';
import { CountryGridSection } from './country-grid-section';

/** The live counts the server gives: each country page's own figure. */
const COUNTS = Object.fromEntries(COUNTRY_SLUGS.map((slug, index) => [slug, index * 10])) as Record<string, number>;
COUNTS.nigeria = 4712;
COUNTS.gambia = 349;

beforeEach(() => {
  stubFetch({ 'GET /api/members': () => json(200, { countries: COUNTS }) });
});
afterEach(() => vi.restoreAllMocks());

describe('CountryGridSection', () => {
  it('lists the 13 countries in order, each linking to /members/{slug} with its live count, compact', async () => {
    await renderWithProviders(<CountryGridSection />, { route: '/landing' });
    const section = screen.getByRole('region', { name: 'Across the Sahel' });
    expect(section.id).toBe('culture');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(COUNTRY_SLUGS.map((slug) => `/members/${slug}`));
    await waitFor(() => expect(within(section).getByRole('link', { name: /Nigeria/ }).textContent).toContain('4.7K members'));
    expect(within(section).getByRole('link', { name: /Gambia/ }).textContent).toContain('349 members');
    expect(within(section).getByRole('link', { name: /Somalia/ }).textContent).toContain('0 members');
    // Each with its flag drawn from a file, fetched as it nears the screen; never an emoji (which needs an emoji font).
    const flags = links.map((link) => link.querySelector('img[data-flag]'));
    expect(flags.map((flag) => flag?.getAttribute('data-flag'))).toEqual(COUNTRY_CARDS.map((card) => card.countryCode));
    expect(flags.every((flag) => flag?.getAttribute('alt') === '' && flag.getAttribute('loading') === 'lazy')).toBe(true);
    expect(section.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it('shows no figure of its own when the counts cannot be read', async () => {
    vi.restoreAllMocks();
    stubFetch({ 'GET /api/members': () => json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }) });
    await renderWithProviders(<CountryGridSection />, { route: '/landing' });
    const section = screen.getByRole('region', { name: 'Across the Sahel' });
    await waitFor(() => expect(section.textContent).not.toContain('Loading'));
    for (const link of within(section).getAllByRole('link')) expect(link.textContent).not.toMatch(/\d|members/);
  });

  it('a click opens the country members page', async () => {
    const user = setupUser();
    const { router } = await renderWithProviders(<CountryGridSection />, { route: '/landing' });
    await user.click(screen.getByRole('link', { name: /Nigeria/ }));
    expect(router.state.location.pathname).toBe('/members/nigeria');
  });

  it('Enter on a focused country does the same', async () => {
    const user = setupUser();
    const { router } = await renderWithProviders(<CountryGridSection />, { route: '/landing' });
    screen.getByRole('link', { name: /Gambia/ }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/members/gambia');
  });
});
