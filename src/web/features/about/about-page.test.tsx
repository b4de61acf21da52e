import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('shows the mission, the reasons, the four differences and the founders’ note', async () => {
    await renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Sahel Hearts' })).toBeTruthy();
    for (const name of ['Our mission', 'Why Sahel Hearts exists', 'What makes us different', 'A note from our founders']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const cards = within(screen.getByRole('list')).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Marriage-focused',
      'Cultural compatibility',
      'Verified members',
      'Community events',
    ]);
    expect(screen.getByText('— The founders of Sahel Hearts')).toBeTruthy();
    expect(document.title).toBe('About Sahel Hearts: our mission');
  });

  it('speaks Amharic', async () => {
    await renderWithProviders(<AboutPage />, { language: 'am', route: '/about' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Sahel Hearts/);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/Marriage-focused|Our mission/);
  });
});
