// The landing page's editable sections with published content (docs/decisions/0037-landing-editor.md):
// the hero's texts, the carousel's quotes and the chosen countries in their order come from the
// content; the rest of the page's texts stay the locale files'.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LandingView } from '../../../shared/contracts/landing-content';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { LandingSections } from './landing-sections';

const VIEW: LandingView = {
  texts: {
    title: 'Trouvez votre moitié',
    subtitle: 'Un sous-titre publié',
    tagline: 'Une accroche publiée',
    bullets: [1, 2, 3].map((n) => ({ title: `Point ${n}`, text: `Texte ${n}` })),
    quotes: [1, 2, 3].map((n) => ({ quote: `Citation ${n}`, names: `Couple ${n}`, place: `Lieu ${n}` })),
    countriesIntro: 'Trois pays, pour commencer.',
  },
  countries: ['mali', 'senegal', 'america'],
};

beforeEach(() => {
  stubFetch({ 'GET /api/members': () => json(200, { countries: {} }) });
});
afterEach(() => vi.restoreAllMocks());

describe('LandingSections', () => {
  it('draws the published hero, quotes and countries with the landing page’s own sections', async () => {
    await renderWithProviders(<LandingSections view={VIEW} />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trouvez votre moitié');
    expect(screen.getByText('Un sous-titre publié')).toBeTruthy();
    expect(screen.getByText('Une accroche publiée')).toBeTruthy();
    for (const n of [1, 2, 3]) expect(screen.getByText(`Point ${n}`)).toBeTruthy();
    expect(screen.getByText('Citation 1')).toBeTruthy();
    expect(screen.getAllByRole('group', { hidden: true }).length).toBeGreaterThanOrEqual(3);
    const countries = screen.getByRole('region', { name: 'Across the Sahel' });
    expect(within(countries).getByText('Trois pays, pour commencer.')).toBeTruthy();
    expect(
      within(countries)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/members/mali', '/members/senegal', '/members/america']);
    // The call to action is the page's own, from the locale files.
    expect(screen.getByRole('link', { name: 'Join Sahel Hearts' })).toBeTruthy();
  });
});
