// The header's language switch for a signed-in member also stores the language on the server,
// where the e-mails and SMS codes are written; a visitor's switch stays in this browser.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { forgetSession } from '../../lib/session/use-session';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { SiteHeader } from './site-header';

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

async function chooseFrench(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getAllByRole('button', { name: 'Language: English' })[0]!);
  await user.click(within(screen.getByRole('menu', { name: 'Choose a language' })).getByRole('menuitemradio', { name: 'Français' }));
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
}

const header = (
  <>
    <SiteHeader />
    <Toaster />
  </>
);

describe('the language switch and the server', () => {
  it("stores a signed-in member's choice with PATCH /api/me", async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, member()),
      'PATCH /api/me': (body) => json(200, body),
    });
    const user = setupUser();
    await renderWithProviders(header, { route: '/landing' });
    expect(await screen.findByRole('button', { name: 'Account menu: Amina' })).toBeTruthy();
    await chooseFrench(user);
    await waitFor(() =>
      expect(calls.filter((call) => call.route === 'PATCH /api/me')).toEqual([{ route: 'PATCH /api/me', body: { language: 'fr' } }]),
    );
    expect(screen.queryByText(/Vos e-mails et SMS/)).toBeNull();
  });

  it("keeps a visitor's choice in this browser only", async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => json(200, VISITOR) });
    const user = setupUser();
    await renderWithProviders(header, { route: '/landing' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    await chooseFrench(user);
    expect(calls.map((call) => call.route)).not.toContain('PATCH /api/me');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('says so, in the new language, when the server could not store it', async () => {
    stubFetch({
      'GET /api/me': () => json(200, member()),
      'PATCH /api/me': () => json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }),
    });
    const user = setupUser();
    await renderWithProviders(header, { route: '/landing' });
    expect(await screen.findByRole('button', { name: 'Account menu: Amina' })).toBeTruthy();
    await chooseFrench(user);
    expect(await screen.findByText('Vos e-mails et SMS n’ont pas pu passer à cette langue. Veuillez réessayer.')).toBeTruthy();
  });
});
