import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CARDS, COUNTRY_SLUGS } from '../../../shared/countries';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user-events';
import { CountryGridSection } from './country-grid-section';

describe('CountryGridSection', () => {
  it('lists the 13 countries in order, each linking to /members/{slug} with a compact count', async () => {
    await renderWithProviders(<CountryGridSection />, { route: '/landing' });
    const section = screen.getByRole('region', { name: 'Across the Sahel' });
    expect(section.id).toBe('culture');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(COUNTRY_SLUGS.map((slug) => `/members/${slug}`));
    expect(within(section).getByRole('link', { name: /Nigeria/ }).textContent).toContain('4.7K members');
    expect(within(section).getByRole('link', { name: /Gambia/ }).textContent).toContain('456 members');
    // Each with its flag drawn from a file, fetched as it nears the screen; never an emoji (which needs an emoji font).
    const flags = links.map((link) => link.querySelector('img[data-flag]'));
    expect(flags.map((flag) => flag?.getAttribute('data-flag'))).toEqual(COUNTRY_CARDS.map((card) => card.countryCode));
    expect(flags.every((flag) => flag?.getAttribute('alt') === '' && flag.getAttribute('loading') === 'lazy')).toBe(true);
    expect(section.textContent).not.toMatch(/\p{Regional_Indicator}/u);
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
