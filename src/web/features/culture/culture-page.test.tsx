import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CulturePage } from './culture-page';

describe('CulturePage', () => {
  it('covers the four regions, youth and urban identity, the badge and a health note', async () => {
    await renderWithProviders(<CulturePage />, { route: '/culture' });
    expect(screen.getByRole('heading', { level: 1, name: 'Culture' })).toBeTruthy();
    const regions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(regions).toEqual(['North Africa', 'The Sahel', 'Horn of Africa', 'Sub-Saharan Africa']);
    expect(screen.getByRole('heading', { level: 2, name: 'Youth and urban identity' })).toBeTruthy();
    expect(screen.getByText('25K+')).toBeTruthy();
    expect(screen.getByText('Urban Connections')).toBeTruthy();
    expect(screen.getByText(/do not smoke at all, and they are equally welcome/)).toBeTruthy();
  });

  it('writes the badge number the French way', async () => {
    await renderWithProviders(<CulturePage />, { language: 'fr', route: '/culture' });
    expect(screen.getByText(/^25\sk\+$/)).toBeTruthy();
    expect(screen.getByText('Liens urbains')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
