// The honest placeholder for member areas: one h1 with the area's title, its text, the page
// title, and the two ways on (landing, contact).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { type ComingSoonArea, ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it.each<[ComingSoonArea, string, string]>([
    ['home', 'Your member area is almost here', 'Home | Sahel Hearts'],
    ['profiles', 'Profiles open to verified members soon', 'Profiles | Sahel Hearts'],
    ['verify', 'Identity verification opens soon', 'Verify your identity | Sahel Hearts'],
  ])('%s: shows its title and sets the page title', async (area, heading, title) => {
    await renderWithProviders(<ComingSoonPage area={area} />);
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([heading]);
    expect(document.title).toBe(title);
  });

  it('links to the landing page and the contact page', async () => {
    await renderWithProviders(<ComingSoonPage area="profiles" />);
    expect(screen.getByRole('link', { name: 'Explore Sahel Hearts' }).getAttribute('href')).toBe('/landing');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('is translated, description included', async () => {
    await renderWithProviders(<ComingSoonPage area="verify" />, { language: 'am' });
    expect(screen.getByRole('heading', { level: 1, name: 'የማንነት ማረጋገጫ በቅርቡ ይከፈታል' })).toBeTruthy();
    expect(document.title).toBe('ማንነትዎን ያረጋግጡ | Sahel Hearts');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('ለSahel Hearts አባላት የማንነት ማረጋገጫ።');
  });
});
