// The full profile, opened from the card without leaving the deck: every photo large, the fields
// the member shows in words, an accessible dialog (named, modal, focus kept inside, Escape
// closes, focus back on the card), and a profile that is gone.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { DiscoveryPage } from '../discovery-page';
import { card, deck, json, profileOf, stubApi } from '../test-fixtures';
import { MemberProfileDialog } from './member-profile-dialog';

const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });
const hodan = card('h1', { displayName: 'Hodan', age: 33, city: 'Minneapolis', country: 'US', distance: 'other_country', isPremium: true });

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

describe('MemberProfileDialog', () => {
  it('opens from the card and shows every photo and the fields in words; Escape closes and the deck is where it was', async () => {
    const user = setupUser();
    const api = stubApi(
      {
        'GET /api/discovery/deck': () => json(200, deck({ cards: [hodan, card('m2')] })),
        'GET /api/discovery/members/:id': () =>
          json(200, profileOf(hodan, { religion: 'islam', practice: 'moderately', heritageCountry: 'somalia' })),
      },
      VERIFIED,
    );
    await refreshSession();
    await renderWithProviders(<DiscoveryPage />);
    const opener = await screen.findByRole('button', { name: /open the full profile/ });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Loading the profile…' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: /Hodan/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const photos = await within(dialog).findByRole('list', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
    ).toEqual([
      ['Photo 1 of 2 of Hodan', '/api/photos/h1-1/large'],
      ['Photo 2 of 2 of Hodan', '/api/photos/h1-2/large'],
    ]);
    expect(within(dialog).getByRole('heading', { level: 2, name: '\u2068Hodan\u2069, 33' })).toBeTruthy();
    expect(within(dialog).getByText('Premium')).toBeTruthy();
    expect(dialog.textContent).toContain('\u2068Minneapolis\u2069, United States · in another country');
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Profession: 'Engineer',
      'Looking for': 'Marriage',
      Lifestyle: 'Family Oriented',
      Languages: 'Amharic and English',
      Enjoys: 'Cooking and Music',
      Heritage: 'Somalia',
      Religion: 'Islam',
      Practice: 'Moderately practising',
      Education: "Master's degree",
      'Marital history': 'Never married',
      Children: 'No children',
      'Wants children': 'Yes',
      'Open to relocating': 'Maybe',
    });
    expect(within(dialog).getByRole('button', { name: 'Report Hodan' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Block Hodan' })).toBeTruthy();
    expect(api.of('GET /api/discovery/members/h1')).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(api.of('POST /api/discovery/swipes')).toEqual([]);
  });

  it('leaves out what the member does not show, and "prefer not to say"', async () => {
    stubApi({
      'GET /api/discovery/members/:id': () =>
        json(
          200,
          profileOf(hodan, { education: null, interests: [], languages: [], religion: 'prefer_not_to_say', practice: 'prefer_not_to_say' }),
        ),
    });
    await renderWithProviders(<MemberProfileDialog memberId="h1" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: /Hodan/ });
    await within(dialog).findByRole('list', { name: 'Photos' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).not.toContain('Religion');
    expect(terms).not.toContain('Practice');
    expect(terms).not.toContain('Heritage');
    expect(terms).not.toContain('Education');
    expect(terms).not.toContain('Languages');
    expect(terms).not.toContain('Enjoys');
  });

  it('keeps the keyboard inside: Tab from the last control comes back to the first', async () => {
    const user = setupUser();
    const withPrompt = { ...hodan, prompts: [{ key: 'proud_of' as const, answer: 'My daughters.' }] };
    const photo = {
      url: '/api/photos/h1-1/card',
      id: 'c5d7e9f1-3333-4444-8555-666677778888',
      largeUrl: '/api/photos/h1-1/large',
      width: 480,
      height: 600,
    };
    stubApi({ 'GET /api/discovery/members/:id': () => json(200, profileOf(withPrompt, { photos: [photo] })) });
    await renderWithProviders(<MemberProfileDialog memberId="h1" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('My daughters.')).toBeTruthy();
    const block = await within(dialog).findByRole('button', { name: 'Block Hodan' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    block.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(block);
    // Opened without a deck card (a match, a country page), it offers no like: no comment buttons.
    expect(within(dialog).queryByRole('button', { name: /with a comment/ })).toBeNull();
  });

  it('says so when the profile is no longer available', async () => {
    stubApi({ 'GET /api/discovery/members/:id': () => json(404, { code: 'NOT_FOUND', message: 'No such member.' }) });
    await renderWithProviders(<MemberProfileDialog memberId="gone" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Profile unavailable' });
    expect(within(dialog).getByText('This profile is no longer available.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
