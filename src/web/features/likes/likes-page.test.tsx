// /likes (docs/decisions/0020-discovery.md, "Likes"): Premium sees the likers and answers them
// through the deck's swipe, each answered one leaving the list with a notice (a match with the way
// to write); Basic sees how many, the server's blurred tiles and the way to Premium, and no name.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchMoment, MemberCard } from '../../../shared/contracts/discovery';
import type { LikesResponse } from '../../../shared/contracts/likes';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { LikesPage } from './likes-page';

afterEach(() => vi.restoreAllMocks());

function card(id: string, displayName: string): MemberCard {
  return {
    id,
    displayName,
    age: 31,
    city: 'Dakar',
    country: 'SN',
    distance: 'same_city',
    profession: 'Pharmacist',
    bio: 'Coffee and long walks.',
    isPremium: false,
    photo: { url: `/api/photos/${id}-photo/card`, width: 480, height: 600 },
    compatibility: { score: 88, reasons: [] },
  };
}

const PREMIUM: LikesResponse = {
  isPremium: true,
  count: 2,
  likes: [
    { member: card('awa1', 'Awa'), likedAt: '2030-01-02T10:00:00.000Z' },
    { member: card('binta1', 'Binta'), likedAt: '2030-01-01T10:00:00.000Z' },
  ],
  nextCursor: null,
};

describe('Likes for Premium', () => {
  it('shows the likers newest first and likes one back to a match, with the way to write', async () => {
    const stub = stubFetch({
      'GET /api/likes': () => json(200, PREMIUM),
      'POST /api/discovery/swipes': () =>
        json(200, {
          direction: 'like',
          match: {
            id: 42,
            member: card('awa1', 'Awa'),
            matchedAt: '2030-01-02T11:00:00.000Z',
            suggestion: { topic: 'warm_hello', variant: 0, addressee: 'woman' },
          },
          allowance: { perDay: null, left: null, resetsAt: '2030-01-03T00:00:00.000Z' },
        }),
    });
    const renderMatch = (match: MatchMoment | null, onClose: () => void) =>
      match && (
        <button type="button" onClick={onClose}>
          {`The match moment with ${match.member.displayName}`}
        </button>
      );
    await renderWithProviders(<LikesPage renderMatch={renderMatch} />, { route: '/likes' });
    const articles = await screen.findAllByRole('article', undefined, { timeout: 5000 });
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '\u2068Awa\u2069, 31',
      '\u2068Binta\u2069, 31',
    ]);
    expect(within(articles[0]!).getByText('88% compatible')).toBeTruthy();
    expect(screen.getByText('2 members liked you and are waiting for your answer.')).toBeTruthy();

    const user = setupUser();
    await user.click(within(articles[0]!).getByRole('button', { name: 'Like back' }));
    expect(await screen.findByText("It's a match: you and \u2068Awa\u2069 liked each other.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a message' }).getAttribute('href')).toBe('/messages/42');
    // The match moment (discovery's, handed in by the route) opens with the match, and closes.
    await user.click(screen.getByRole('button', { name: 'The match moment with Awa' }));
    expect(screen.queryByRole('button', { name: 'The match moment with Awa' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 member liked you and is waiting for your answer.')).toBeTruthy();
    expect(stub.calls.filter((call) => call.route === 'POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'awa1', direction: 'like' },
    ]);
  });
});

describe('Likes for Basic', () => {
  it('shows how many, the blurred tiles and the way to Premium, and names nobody', async () => {
    stubFetch({
      'GET /api/likes': () =>
        json(200, {
          isPremium: false,
          count: 3,
          tiles: [
            { preview: { url: '/api/likes/previews/7f1f1a52-9d0c-4a57-8a43-3c1f1b8f2c10', width: 26, height: 32 } },
            { preview: null },
          ],
        }),
    });
    await renderWithProviders(<LikesPage renderMatch={() => null} />, { route: '/likes' });
    const list = await screen.findByRole('list', { name: 'Members who liked you, hidden until you upgrade' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('A member who liked you')).toHaveLength(2);
    expect(screen.getByTestId('blurred-tile').getAttribute('src')).toBe('/api/likes/previews/7f1f1a52-9d0c-4a57-8a43-3c1f1b8f2c10');
    expect(screen.getByText('3 members liked you and are waiting for your answer.')).toBeTruthy();
    expect(screen.getByText('and 1 more')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Like back' })).toBeNull();
  });
});
