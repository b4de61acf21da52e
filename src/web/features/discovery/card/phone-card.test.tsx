// The deck on a phone (narrower than 768 px): the photo-first card, its photo the width of the
// screen with a srcset (or the initial without a photo), the name over the photo, Pass and Like
// round over the photo, the two strongest reasons as chips that open a sheet (a labelled dialog that keeps
// the keyboard, closes on Escape and holds the rest of the card, Report and Block).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwipeResponse } from '../../../../shared/contracts/discovery';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { setMatchMedia } from '../../../test/setup';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { forgetPreloadedImages, preloadedImages } from '../deck/preload-images';
import { DiscoveryPage } from '../discovery-page';
import { card, cards, deck, json, profileOf, stubApi } from '../test-fixtures';

const VERIFIED = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };
const swiped = (direction: 'like' | 'pass'): SwipeResponse => ({
  direction,
  match: null,
  allowance: { perDay: 50, left: 49, resetsAt: '2030-01-02T00:00:00.000Z' },
});
const withLarge = (id: string) => ({
  url: `/api/photos/${id}/card`,
  width: 384,
  height: 480,
  large: { url: `/api/photos/${id}/large`, width: 1024 },
});

const amina = card('a1', {
  displayName: 'Amina',
  age: 29,
  profession: 'Architect',
  bio: 'I love the sea and my family.',
  isPremium: true,
  photo: withLarge('a1'),
  compatibility: {
    score: 87,
    reasons: [{ code: 'shared_language', value: 'am' }, { code: 'same_heritage', value: 'ethiopia' }, { code: 'both_marriage' }],
  },
});

beforeEach(() => {
  forgetSession();
  forgetPreloadedImages();
  setMatchMedia({ width: 390, reducedMotion: true });
});
afterEach(() => vi.restoreAllMocks());

async function renderDeck(routes: Parameters<typeof stubApi>[0], language: 'en' | 'ar' = 'en') {
  const api = stubApi(routes, member(VERIFIED));
  await refreshSession();
  await renderWithProviders(<DiscoveryPage />, { language, route: '/profiles' });
  return api;
}

const topArticle = async (name: RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('article')!;

describe('the phone card', () => {
  it('shows the photo the width of the screen from a srcset, the name and place over it, the badges, and the reasons as chips', async () => {
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...cards(3)] })) });
    const article = await topArticle(/^\u2068Amina\u2069, 29/);
    const photo = within(article).getByRole('img', { name: 'Photo of Amina' });
    expect(photo.getAttribute('src')).toBe('/api/photos/a1/card');
    expect(photo.getAttribute('srcset')).toBe('/api/photos/a1/card 384w, /api/photos/a1/large 1024w');
    expect(photo.getAttribute('sizes')).toBe('calc(100vw - 2rem)');
    expect(photo.className).toContain('object-cover');
    expect(article.textContent).toContain('\u2068Dakar\u2069, Senegal · in your city');
    expect(within(article).getByText('87% compatible')).toBeTruthy();
    expect(within(article).getByText('Premium')).toBeTruthy();
    const chips = within(within(article).getByRole('list', { name: 'Why you may get along' })).getAllByRole('button');
    // The two strongest: every one is in the sheet.
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'You both speak \u2068Amharic\u2069',
      'You share the same heritage: \u2068Ethiopia\u2069',
    ]);
    expect(chips.every((chip) => chip.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
    expect(within(article).getByRole('button', { name: 'More about Amina' }).textContent).toBe('More');
    // The rest is in the sheet: the card itself stays a photo with a few words.
    expect(within(article).queryByText('Architect')).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Report Amina' })).toBeNull();
    // The next photos are fetched as the phone card will ask for them.
    await waitFor(() => expect(preloadedImages()).toEqual(['/api/photos/m1/card', '/api/photos/m2/card', '/api/photos/m3/card']));
  });

  it('fetches the next photos with the srcset the phone card draws them with', async () => {
    const next = [card('b1', { photo: withLarge('b1') }), card('b2', { photo: withLarge('b2') })];
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...next] })) });
    await topArticle(/Amina/);
    await waitFor(() =>
      expect(preloadedImages()).toEqual([
        '/api/photos/b1/card 384w, /api/photos/b1/large 1024w',
        '/api/photos/b2/card 384w, /api/photos/b2/large 1024w',
      ]),
    );
  });

  it('without a photo: the initial in the photo’s place, with the same words, chips and buttons', async () => {
    const noPhoto = card('n1', { displayName: 'Nuru', photo: null, compatibility: { score: 70, reasons: [{ code: 'both_marriage' }] } });
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [noPhoto] })) });
    const article = await topArticle(/Nuru/);
    const placeholder = within(article).getByRole('img', { name: 'Nuru has no photo yet' });
    expect(placeholder.textContent).toBe('N');
    expect(placeholder.className).toContain('size-full');
    expect(within(article).getByRole('button', { name: 'You both hope to marry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('likes and passes with the round buttons over the photo, which keep the focus from card to card', async () => {
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...cards(3)] })),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    const article = await topArticle(/Amina/);
    const like = screen.getByRole('button', { name: 'Like' });
    // Over the card, not in it: the buttons stay while the cards change under them.
    expect(article.contains(like)).toBe(false);
    expect(like.parentElement!.className).toContain('aspect-[3/4]');
    like.focus();
    fireEvent.click(like);
    await topArticle(/Member m1/);
    expect(document.activeElement).toBe(like);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await topArticle(/Member m2/);
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'a1', direction: 'like' },
      { targetId: 'm1', direction: 'pass' },
    ]);
  });

  it('in Arabic, Pass comes first in the row (on the right) and the right arrow passes', async () => {
    const api = await renderDeck(
      {
        'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...cards(3)] })),
        'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
      },
      'ar',
    );
    await topArticle(/Amina/);
    const [first, second] = within(screen.getByRole('button', { name: 'تجاوز' }).parentElement!).getAllByRole('button');
    expect([first!.textContent, second!.textContent]).toEqual(['تجاوز', 'إعجاب']);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await topArticle(/Member m1/);
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([{ targetId: 'a1', direction: 'pass' }]);
  });
});

describe('the sheet', () => {
  it('opens from a chip with every reason and the rest of the card; Escape closes it, back to the chip, and the arrows wait meanwhile', async () => {
    const user = setupUser();
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...cards(3)] })),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    const article = await topArticle(/Amina/);
    const chip = within(article).getByRole('button', { name: 'You share the same heritage: \u2068Ethiopia\u2069' });
    await user.click(chip);
    const sheet = screen.getByRole('dialog', { name: /^\u2068Amina\u2069, 29$/ });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const reasons = within(sheet).getByRole('list', { name: 'Why you may get along' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You both speak \u2068Amharic\u2069', 'You share the same heritage: \u2068Ethiopia\u2069', 'You both hope to marry']);
    expect(within(sheet).getByText('87% compatible')).toBeTruthy();
    expect(within(sheet).getByText('Architect')).toBeTruthy();
    expect(within(sheet).getByText('I love the sea and my family.')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Report Amina' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Block Amina' })).toBeTruthy();
    // The keyboard stays inside: the focus starts on Close, and Tab from the last control comes back to it.
    const close = within(sheet).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    within(sheet).getByRole('button', { name: 'See the full profile' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(api.of('POST /api/discovery/swipes')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(chip);
  });

  it('opens from "More" too, closes with Close, and leads to the full profile', async () => {
    const user = setupUser();
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, ...cards(3)] })),
      'GET /api/discovery/members/:id': () => json(200, profileOf(amina)),
    });
    const article = await topArticle(/Amina/);
    await user.click(within(article).getByRole('button', { name: 'More about Amina' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'More about Amina' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'See the full profile' }));
    const profile = await screen.findByRole('dialog', { name: /Amina/ });
    expect(await within(profile).findByRole('list', { name: 'Photos' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
