import { fireEvent, screen, within } from '@testing-library/react';
import { setupUser } from '../../test/user-events';
import { describe, expect, it } from 'vitest';
import { COUNTRY_SLUGS } from '../../../shared/countries';
import { Toaster } from '../../components/ui/toaster';
import { renderWithProviders } from '../../test/render';
import { CountryGridSection } from './country-grid-section';

const ui = (
  <>
    <CountryGridSection />
    <Toaster />
  </>
);

describe('CountryGridSection', () => {
  it('lists the 13 countries in order, each linking to /members/{slug} with a compact count', async () => {
    await renderWithProviders(ui, { route: '/landing' });
    const section = screen.getByRole('region', { name: 'Across the Sahel' });
    expect(section.id).toBe('culture');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(COUNTRY_SLUGS.map((slug) => `/members/${slug}`));
    expect(within(section).getByRole('link', { name: /Nigeria/ }).textContent).toContain('4.7K members');
    expect(within(section).getByRole('link', { name: /Gambia/ }).textContent).toContain('456 members');
  });

  it('a click shows the coming-soon message with the count and does not navigate', async () => {
    const { router } = await renderWithProviders(ui, { route: '/landing' });
    const link = screen.getByRole('link', { name: /Nigeria/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/landing');
    expect(screen.getByRole('status').textContent).toContain('Coming soon: Nigeria members page with 4,700 verified profiles!');
  });

  it('Enter on a focused country does the same', async () => {
    const user = setupUser();
    const { router } = await renderWithProviders(ui, { route: '/landing' });
    screen.getByRole('link', { name: /Gambia/ }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/landing');
    expect(screen.getByText('Coming soon: Gambia members page with 456 verified profiles!')).toBeTruthy();
  });
});
