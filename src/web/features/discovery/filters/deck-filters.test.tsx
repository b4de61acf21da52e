// Premium's advanced filters, applied on the server: only Premium members get the form; a Basic
// member is shown the way to Premium and never sends a filter, even from a shared link.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { DiscoveryPage } from '../discovery-page';
import { deck, json, stubApi } from '../test-fixtures';

const VERIFIED = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

async function renderPage(premium: boolean, route = '/profiles') {
  const api = stubApi(
    { 'GET /api/discovery/deck': () => json(200, deck({ isPremium: premium })) },
    member({ ...VERIFIED, isPremium: premium }),
  );
  await refreshSession();
  const rendered = await renderWithProviders(<DiscoveryPage />, { route });
  await screen.findByRole('heading', { level: 2, name: /Member m1/ });
  return { ...api, ...rendered };
}

describe('deck filters', () => {
  it('a Basic member learns that filters come with Premium, and where to get it', async () => {
    const user = setupUser();
    await renderPage(false);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toContain(
      'Advanced filters (heritage, country and city, age, faith, what members are looking for, languages) come with Premium.',
    );
    expect(within(panel).getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/pricing');
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Show members' })).toBeNull();
  });

  it("a Basic member's link with filters asks for the plain deck", async () => {
    const { of } = await renderPage(false, '/profiles?country=SN&ageMin=25');
    expect(of('GET /api/discovery/deck').map((call) => call.search)).toEqual(['']);
  });

  it('a Premium member filters on the server, and the address keeps the filters', async () => {
    const user = setupUser();
    const { of, router } = await renderPage(true);
    expect(screen.queryByText('Advanced filters', { exact: false })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(within(screen.getByRole('group', { name: 'Heritage' })).getByRole('checkbox', { name: 'Ethiopia' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country where they live' }), 'SN');
    await user.type(screen.getByRole('textbox', { name: 'City' }), ' Dakar ');
    await user.type(screen.getByRole('spinbutton', { name: 'From' }), '25');
    await user.type(screen.getByRole('spinbutton', { name: 'To' }), '35');
    await user.click(within(screen.getByRole('group', { name: 'Religion' })).getByRole('checkbox', { name: 'Islam' }));
    await user.click(within(screen.getByRole('group', { name: 'Looking for' })).getByRole('checkbox', { name: 'Marriage' }));
    await user.click(within(screen.getByRole('group', { name: 'Languages they speak' })).getByRole('checkbox', { name: 'Wolof' }));
    await user.click(screen.getByRole('button', { name: 'Show members' }));
    const wanted = '?heritage=ethiopia&country=SN&city=Dakar&ageMin=25&ageMax=35&religion=islam&goal=marriage&languages=wo';
    await waitFor(() => expect(of('GET /api/discovery/deck').map((call) => call.search)).toEqual(['', wanted]));
    expect(router.state.location.search).toBe(wanted);
    expect(screen.getByRole('button', { name: 'Filters (7)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters (7)' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country where they live' }).value).toBe('SN');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(of('GET /api/discovery/deck').at(-1)?.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('refuses an age range out of order and sends nothing', async () => {
    const user = setupUser();
    const { of } = await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByRole('spinbutton', { name: 'From' }), '40');
    await user.type(screen.getByRole('spinbutton', { name: 'To' }), '30');
    await user.click(screen.getByRole('button', { name: 'Show members' }));
    expect(await screen.findByText('Enter ages from 18 to 99, the youngest first.')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'From' }).getAttribute('aria-invalid')).toBe('true');
    expect(of('GET /api/discovery/deck')).toHaveLength(1);
  });
});
