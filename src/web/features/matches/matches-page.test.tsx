// The match list (/matches): newest first with photo, name and when; the profile opened over it
// through the route's slot; unmatch only after the confirmation, and the match gone after it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchSummary, MemberCard } from '../../../shared/contracts/discovery';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import type { DialogProps, RenderProfile } from './dialog-slot';
import { MatchesPage } from './matches-page';

afterEach(() => vi.restoreAllMocks());

const DAY_MS = 86_400_000;

function card(id: string, displayName: string, photo = true): MemberCard {
  return {
    id,
    displayName,
    age: 29,
    city: 'Dakar',
    country: 'SN',
    distance: 'same_city',
    profession: 'Pharmacist',
    bio: 'Coffee and long walks.',
    isPremium: false,
    photo: photo ? { url: `/api/photos/${id}-photo/card`, width: 480, height: 600 } : null,
    compatibility: { score: 88, reasons: [] },
  };
}

const AWA: MatchSummary = { id: 7, member: card('awa1', 'Awa'), matchedAt: new Date(Date.now() - 2 * DAY_MS).toISOString() };
const BINTA: MatchSummary = { id: 3, member: card('binta1', 'Binta', false), matchedAt: new Date(Date.now() - 40 * DAY_MS).toISOString() };

/** A plain modal stand-in: the route hands discovery's real one. */
function TestDialog({ open, labelledBy, describedBy, children }: DialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {children}
    </div>
  );
}

const renderProfile: RenderProfile = (member, close, onGone) => (
  <div role="dialog" aria-label={`Profile of ${member.displayName}`}>
    <button type="button" onClick={close}>
      Close profile
    </button>
    <button type="button" onClick={onGone}>
      Block from profile
    </button>
  </div>
);

async function renderPage(routes: Parameters<typeof stubFetch>[0] = {}, language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({ 'GET /api/matches': () => json(200, { matches: [AWA, BINTA] }), ...routes });
  await renderWithProviders(<MatchesPage Dialog={TestDialog} renderProfile={renderProfile} />, { route: '/matches', language });
  return stub;
}

const itemOf = (name: RegExp) => screen.getByRole('article', { name });

describe('MatchesPage', () => {
  it('lists the matches newest first, with photo, name, city and when', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your matches' })).toBeTruthy();
    const items = await screen.findAllByRole('article');
    expect(
      items.map((item) =>
        within(item)
          .getByRole('heading', { level: 2 })
          .textContent.replace(/[\u2068\u2069]/g, ''),
      ),
    ).toEqual(['Awa, 29', 'Binta, 29']);
    const awa = itemOf(/Awa/);
    expect(awa.querySelector('img')!.getAttribute('src')).toBe('/api/photos/awa1-photo/card');
    expect(within(awa).getByText('Dakar')).toBeTruthy();
    const when = awa.querySelector('time')!;
    expect(when.getAttribute('dateTime')).toBe(AWA.matchedAt);
    expect(when.textContent).toBe('Matched 2 days ago');
    expect(itemOf(/Binta/).querySelector('time')!.textContent).toBe('Matched last month');
    // No photo: the initial instead, and no broken image.
    expect(itemOf(/Binta/).querySelector('img')).toBeNull();
  });

  it("leads to each match's conversation, whose id is the match's", async () => {
    await renderPage();
    expect((await screen.findByRole('link', { name: 'Message Awa' })).getAttribute('href')).toBe('/messages/7');
    expect(screen.getByRole('link', { name: 'Message Binta' }).getAttribute('href')).toBe('/messages/3');
    expect(within(itemOf(/Awa/)).getByRole('link').textContent).toBe('Message');
  });

  it("opens the member's profile over the list and closes it", async () => {
    const user = setupUser();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'View profile of Awa' }));
    const profile = screen.getByRole('dialog', { name: 'Profile of Awa' });
    await user.click(within(profile).getByRole('button', { name: 'Close profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('takes a member off the list when they are blocked from their profile', async () => {
    const user = setupUser();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'View profile of Binta' }));
    await user.click(screen.getByRole('button', { name: 'Block from profile' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Binta/ })).toBeNull());
    expect(screen.getByRole('status').textContent).toMatch(/Binta.* is no longer among your matches\./);
  });

  it('asks before an unmatch, and sends nothing when cancelled', async () => {
    const user = setupUser();
    const { calls } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unmatch Awa' }));
    const dialog = screen.getByRole('dialog', { name: /Unmatch .*Awa.*\?/ });
    expect(within(dialog).getByText(/no longer see each other/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.route.startsWith('DELETE'))).toBe(false);
    expect(itemOf(/Awa/)).toBeTruthy();
  });

  it('unmatches after the confirmation: the match is gone and the page says so', async () => {
    const user = setupUser();
    const { calls } = await renderPage({ 'DELETE /api/matches/7': () => json(200, { unmatched: true }) });
    await user.click(await screen.findByRole('button', { name: 'Unmatch Awa' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Awa/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.route === 'DELETE /api/matches/7')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toMatch(/You unmatched .*Awa.*\./);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('keeps the match and says why when the unmatch fails', async () => {
    const user = setupUser();
    await renderPage({ 'DELETE /api/matches/7': () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    await user.click(await screen.findByRole('button', { name: 'Unmatch Awa' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/Something went wrong/));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Unmatch' }).disabled).toBe(false);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('invites the member to browse when there are no matches yet', async () => {
    await renderPage({ 'GET /api/matches': () => json(200, { matches: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No matches yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse profiles' }).getAttribute('href')).toBe('/profiles');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    await renderPage({
      'GET /api/matches': () => (fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, { matches: [AWA] })),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load your matches/));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Awa/ })).toBeTruthy();
  });

  it('speaks Arabic, right to left', async () => {
    await renderPage({}, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'توافقاتك' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('button', { name: 'إلغاء التوافق مع Awa' })).toBeTruthy();
    expect(itemOf(/Awa/).querySelector('time')!.textContent).toMatch(/^توافق /);
  });
});
