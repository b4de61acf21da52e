// The footer of the spec: landing anchors, contact/privacy/terms, a support mailto, the tagline.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the landing sections, the pages and the support e-mail', async () => {
    await renderWithProviders(<SiteFooter />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const anchor of ['about', 'pricing', 'safety', 'faq', 'testimonials', 'events']) {
      expect(hrefs).toContain(`/landing#${anchor}`);
    }
    for (const page of ['/contact', '/privacy', '/terms', '/events', '/culture', '/about']) expect(hrefs).toContain(page);
    expect(screen.getByRole('link', { name: 'Email support' }).getAttribute('href')).toBe('mailto:support@sahelhearts.com');
  });

  it('labels each link group', async () => {
    await renderWithProviders(<SiteFooter />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('navigation', { name: 'Discover' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Community' })).toBeTruthy();
  });

  it('shows the tagline and this year in the copyright line, translated', async () => {
    await renderWithProviders(<SiteFooter />, { language: 'fr' });
    expect(screen.getByText('Des soirées chicha aux vœux de mariage.')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Sahel Hearts. Tous droits réservés.`)).toBeTruthy();
  });
});
