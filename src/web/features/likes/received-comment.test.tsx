// A like's comment on Likes (docs/decisions/0020-discovery.md, "A like with a comment"): Premium
// reads its words and what it is about; Basic reads only how many likes came with one.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberCard } from '../../../shared/contracts/discovery';
import type { LikesResponse } from '../../../shared/contracts/likes';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { LikesPage } from './likes-page';

afterEach(() => vi.restoreAllMocks());

const card = (id: string, displayName: string): MemberCard => ({
  id,
  displayName,
  age: 31,
  city: 'Dakar',
  country: 'SN',
  distance: 'same_city',
  profession: 'Pharmacist',
  bio: 'Coffee and long walks.',
  isPremium: false,
  photo: null,
  compatibility: { score: 88, reasons: [] },
});

describe('comments on Likes', () => {
  it('shows Premium each comment with the prompt or photo it is about', async () => {
    const answer: LikesResponse = {
      isPremium: true,
      count: 3,
      likes: [
        {
          member: card('awa1', 'Awa'),
          likedAt: '2030-01-03T10:00:00.000Z',
          comment: { text: 'Mine is my aunt’s too!', on: { prompt: 'dish_from_home' } },
        },
        {
          member: card('binta1', 'Binta'),
          likedAt: '2030-01-02T10:00:00.000Z',
          comment: { text: 'Where was this taken?', on: { photo: { url: '/api/photos/p1/card', width: 240, height: 300 } } },
        },
        { member: card('coumba1', 'Coumba'), likedAt: '2030-01-01T10:00:00.000Z' },
      ],
      nextCursor: null,
    };
    stubFetch({ 'GET /api/likes': () => json(200, answer) });
    await renderWithProviders(<LikesPage renderMatch={() => null} />, { route: '/likes' });
    const articles = await screen.findAllByRole('article', undefined, { timeout: 5000 });
    expect(within(articles[0]!).getByText('Commented on “A dish from home I can cook…”')).toBeTruthy();
    expect(within(articles[0]!).getByText('Mine is my aunt’s too!')).toBeTruthy();
    expect(within(articles[1]!).getByText('Commented on your photo')).toBeTruthy();
    expect(within(articles[1]!).getByText('Where was this taken?')).toBeTruthy();
    expect(within(articles[2]!).queryByText(/Commented/)).toBeNull();
  });

  it('tells Basic how many left a comment, never the words', async () => {
    stubFetch({
      'GET /api/likes': () =>
        json(200, {
          isPremium: false,
          count: 3,
          tiles: [{ preview: null, commented: true }, { preview: null }, { preview: null, commented: true }],
        }),
    });
    await renderWithProviders(<LikesPage renderMatch={() => null} />, { route: '/likes' });
    expect(
      await screen.findByText('2 of them left you a comment. Upgrade to Premium to read them.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('says nothing of comments to Basic when there are none', async () => {
    stubFetch({ 'GET /api/likes': () => json(200, { isPremium: false, count: 1, tiles: [{ preview: null }] }) });
    await renderWithProviders(<LikesPage renderMatch={() => null} />, { route: '/likes' });
    await screen.findByRole('list', { name: 'Members who liked you, hidden until you upgrade' }, { timeout: 5000 });
    expect(screen.queryByText(/left you a comment/)).toBeNull();
  });
});
