import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PRIVACY_SECTIONS, PrivacyPage } from './privacy-page';
import { TERMS_SECTIONS, TermsPage } from './terms-page';

describe('PrivacyPage', () => {
  it('has its title, date, one heading per section and the key promises', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 22, 2026').tagName).toBe('TIME');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length);
    expect(screen.getByRole('heading', { level: 2, name: 'ID documents, selfies and phone number' })).toBeTruthy();
    expect(screen.getByText(/deleted 30 days after the verification decision/)).toBeTruthy();
    expect(screen.getByText(/delete your account at any time/)).toBeTruthy();
    expect(screen.getByText(/download of all your data as a JSON file/)).toBeTruthy();
    expect(screen.getByText(/We never see or store your full card number/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your rights' }).getAttribute('href')).toBe('#privacy-rights');
  });

  it('is written in Arabic with an Arabic date', async () => {
    await renderWithProviders(<PrivacyPage />, { language: 'ar', route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سياسة الخصوصية');
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-22T00:00:00Z'));
    expect(screen.getByText(new RegExp(date)).tagName).toBe('TIME');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY_SECTIONS.length);
  });
});

describe('TermsPage', () => {
  it('has its sections and the prices from the constants', async () => {
    await renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(TERMS_SECTIONS.length);
    expect(screen.getByText(/Basic membership costs \$5\.99 per month/)).toBeTruthy();
    expect(screen.getByText(/\$11\.98 per month in total/)).toBeTruthy();
    expect(screen.getByText(/ask any member for money/)).toBeTruthy();
  });

  it('shows French prices the French way', async () => {
    await renderWithProviders(<TermsPage />, { language: 'fr', route: '/terms' });
    expect(screen.getByText(/L’adhésion Basic coûte 5,99\s\$ par mois/)).toBeTruthy();
    expect(screen.getByText(/soit 11,98\s\$ par mois au total/)).toBeTruthy();
  });
});
