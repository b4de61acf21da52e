// The deck at /profiles (spec "Profiles (swipe) screen", decisions.md "Discovery", docs/targets.md
// S4): the card, Pass and Like by button, key and drag, the 300 ms slide with both buttons
// disabled, the optimistic swipe (next card at once, the card back on failure), the allowance and
// its limit, 'No More Profiles' and 'View Again', "It's a match!", and the next page fetched early.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeckResponse, SwipeResponse } from '../../../shared/contracts/discovery';
import { forgetSession, refreshSession } from '../../lib/session/use-session';
import { renderWithProviders } from '../../test/render';
import { setMatchMedia } from '../../test/setup';
import { member } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { forgetPreloadedImages, preloadedImages } from './deck/preload-images';
import { DiscoveryPage } from './discovery-page';
import { card, cards, deck, deferred, json, stubApi } from './test-fixtures';

const VERIFIED = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };
const swiped = (direction: 'like' | 'pass', left: number | null = 49): SwipeResponse => ({
  direction,
  match: null,
  allowance: { perDay: left === null ? null : 50, left, resetsAt: '2030-01-02T00:00:00.000Z' },
});

beforeEach(() => {
  forgetSession();
  forgetPreloadedImages();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderDeck(
  routes: Parameters<typeof stubApi>[0],
  { language = 'en', premium = false, route = '/profiles' }: { language?: 'en' | 'ar'; premium?: boolean; route?: string } = {},
) {
  const api = stubApi(routes, member({ ...VERIFIED, isPremium: premium }));
  await refreshSession();
  const rendered = await renderWithProviders(<DiscoveryPage />, { language, route });
  return { ...api, ...rendered };
}

// The first render of a file pays for loading its modules: findBy waits as patiently as every wait
// on state (src/test/patient-waits.ts), not a shorter time of its own.
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
/** A card's heading: the name, isolated for right-to-left text, then the age. */
const cardOf = (name: string) => new RegExp(`^\u2068${name}\u2069[,،]`);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the card', () => {
  it('shows the photo, name and age, city with distance, profession, bio, compatibility, reasons and the Premium badge', async () => {
    const amina = card('a1', {
      displayName: 'Amina',
      age: 29,
      city: 'Dakar',
      country: 'SN',
      distance: 'under_50_km',
      profession: 'Architect',
      bio: 'I love the sea and my family.',
      isPremium: true,
      compatibility: {
        score: 87,
        reasons: [{ code: 'shared_language', value: 'am' }, { code: 'same_heritage', value: 'ethiopia' }, { code: 'both_marriage' }],
      },
    });
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [amina] })) });
    const article = (await heading(/^\u2068Amina\u2069, 29/)).closest('article')!;
    const photo = within(article).getByRole('img', { name: 'Photo of Amina' });
    expect(photo.getAttribute('width')).toBe('480');
    expect(photo.getAttribute('height')).toBe('600');
    expect(article.textContent).toContain('\u2068Dakar\u2069, Senegal · less than 50 km away');
    expect(within(article).getByText('Architect')).toBeTruthy();
    expect(within(article).getByText('I love the sea and my family.').className).toContain('line-clamp-3');
    expect(within(article).getByText('87% compatible')).toBeTruthy();
    const reasons = within(article).getByRole('list', { name: 'Why you may get along' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['You both speak \u2068Amharic\u2069', 'You share the same heritage: \u2068Ethiopia\u2069', 'You both hope to marry']);
    expect(within(article).getByText('Premium')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Report Amina' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Block Amina' })).toBeTruthy();
  });

  it('draws the next card behind the top one, hidden from assistive technology, and fetches the photos after it', async () => {
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: cards(5) })) });
    await heading(/Member m1/);
    expect(screen.queryByRole('heading', { name: /Member m2/ })).toBeNull();
    const behind = document.querySelector<HTMLElement>('[inert]')!;
    expect(behind.getAttribute('aria-hidden')).toBe('true');
    expect(behind.textContent).toContain('Member m2');
    expect(preloadedImages()).toEqual(['/api/photos/m2/card', '/api/photos/m3/card', '/api/photos/m4/card']);
  });
});

describe('swiping', () => {
  it('likes by button: the next card is shown before the POST answers', async () => {
    const answer = deferred<Response>();
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': () => answer.promise,
    });
    await heading(/Member m1/);
    fireEvent.click(button('Like'));
    expect(screen.getByRole('heading', { level: 2, name: /Member m2/ })).toBeTruthy();
    // The request leaves just after the frame that shows the next card (use-deck.ts).
    await waitFor(() =>
      expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([{ targetId: 'm1', direction: 'like' }]),
    );
    expect(screen.getByText('49 swipes left today')).toBeTruthy();
    await act(async () => answer.resolve(json(200, swiped('like', 49))));
    expect(screen.getByText('49 swipes left today')).toBeTruthy();
  });

  it('disables both buttons for the 300 ms slide', async () => {
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    await heading(/Member m1/);
    vi.useFakeTimers();
    fireEvent.click(button('Pass'));
    expect(button('Pass').getAttribute('aria-disabled')).toBe('true');
    expect(button('Like').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Like'));
    await act(async () => void vi.advanceTimersByTime(299));
    expect(button('Like').getAttribute('aria-disabled')).toBe('true');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(button('Pass').getAttribute('aria-disabled')).toBe('false');
    expect(button('Like').getAttribute('aria-disabled')).toBe('false');
    vi.useRealTimers();
    // The click during the slide did nothing: one swipe, and the second card on top.
    expect(screen.getByRole('heading', { level: 2, name: /Member m2/ })).toBeTruthy();
  });

  it('slides instantly when the member prefers reduced motion', async () => {
    setMatchMedia({ reducedMotion: true });
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    await heading(/Member m1/);
    fireEvent.click(button('Pass'));
    expect(button('Like').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button('Like'));
    await heading(/Member m3/);
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'm1', direction: 'pass' },
      { targetId: 'm2', direction: 'like' },
    ]);
  });

  it('passes with the left arrow and likes with the right one; not while typing in a field', async () => {
    setMatchMedia({ reducedMotion: true });
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    await heading(/Member m1/);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await heading(/Member m2/);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await heading(/Member m3/);
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    input.remove();
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'm1', direction: 'pass' },
      { targetId: 'm2', direction: 'like' },
    ]);
  });

  it('in Arabic, Pass is on the right: the right arrow passes and the left arrow likes', async () => {
    setMatchMedia({ reducedMotion: true });
    const api = await renderDeck(
      {
        'GET /api/discovery/deck': () => json(200, deck()),
        'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
      },
      { language: 'ar' },
    );
    await heading(/Member m1/);
    expect(document.documentElement.dir).toBe('rtl');
    // Pass comes first in the row, which is the right-hand side in a right-to-left layout.
    const [first, second] = within(button('تجاوز').parentElement!).getAllByRole('button');
    expect([first!.textContent, second!.textContent]).toEqual(['تجاوز', 'إعجاب']);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await heading(/Member m2/);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await heading(/Member m3/);
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'm1', direction: 'pass' },
      { targetId: 'm2', direction: 'like' },
    ]);
  });

  it('swipes with a drag past the threshold; a short drag springs back and a tap opens the profile', async () => {
    setMatchMedia({ reducedMotion: true });
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
      'GET /api/discovery/members/:id': () => json(404, { code: 'NOT_FOUND', message: 'No such member.' }),
    });
    const top = () => screen.getByRole('heading', { level: 2, name: /Member m/ }).closest('article')!.parentElement!;
    await heading(/Member m1/);
    const drag = (dx: number) => {
      const element = top();
      fireEvent.pointerDown(element, { pointerId: 1, isPrimary: true, button: 0, clientX: 200, clientY: 300 });
      fireEvent.pointerMove(element, { pointerId: 1, isPrimary: true, clientX: 200 + dx / 2, clientY: 302 });
      fireEvent.pointerMove(element, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 305 });
      fireEvent.pointerUp(element, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 305 });
    };
    drag(60);
    expect(api.of('POST /api/discovery/swipes')).toEqual([]);
    drag(200);
    await heading(/Member m2/);
    drag(-200);
    await heading(/Member m3/);
    expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
      { targetId: 'm1', direction: 'like' },
      { targetId: 'm2', direction: 'pass' },
    ]);
    fireEvent.pointerDown(top(), { pointerId: 2, isPrimary: true, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(top(), { pointerId: 2, isPrimary: true, clientX: 102, clientY: 101 });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('puts the card back and says why when the swipe fails', async () => {
    setMatchMedia({ reducedMotion: true });
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck()),
      'POST /api/discovery/swipes': () => json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    await heading(/Member m1/);
    fireEvent.click(button('Like'));
    expect(screen.getByRole('heading', { level: 2, name: /Member m2/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/.+/));
    await heading(/Member m1/);
    expect(screen.getByText('50 swipes left today')).toBeTruthy();
  });

  it('shows the limit message with the way to Premium when the server answers 429', async () => {
    setMatchMedia({ reducedMotion: true });
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ allowance: { perDay: 50, left: 1, resetsAt: '2030-01-02T00:00:00.000Z' } })),
      'POST /api/discovery/swipes': () => json(429, { code: 'SWIPE_LIMIT_REACHED', message: 'spent' }),
    });
    await heading(/Member m1/);
    expect(screen.getByText('1 swipe left today')).toBeTruthy();
    fireEvent.click(button('Pass'));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: "You have used today's 50 swipes" })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });

  it('stops at the limit without asking the server, and Premium shows unlimited swipes', async () => {
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ allowance: { perDay: 50, left: 0, resetsAt: '2030-01-02T00:00:00.000Z' } })),
    });
    expect(await screen.findByRole('heading', { name: "You have used today's 50 swipes" })).toBeTruthy();
    expect(screen.getByText('0 swipes left today')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });

  it('a Premium member has unlimited swipes', async () => {
    await renderDeck(
      {
        'GET /api/discovery/deck': () =>
          json(200, deck({ isPremium: true, allowance: { perDay: null, left: null, resetsAt: '2030-01-02T00:00:00.000Z' } })),
      },
      { premium: true },
    );
    await heading(/Member m1/);
    expect(screen.getByText('Unlimited swipes with Premium')).toBeTruthy();
  });
});

describe('Rewind', () => {
  it('offers Premium the rewind of a pass, which puts the member back on top; a like takes it away', async () => {
    setMatchMedia({ reducedMotion: true });
    const premiumDeck = () =>
      deck({ isPremium: true, cards: cards(3), allowance: { perDay: null, left: null, resetsAt: '2030-01-02T00:00:00.000Z' } });
    const api = await renderDeck(
      {
        'GET /api/discovery/deck': () => json(200, premiumDeck()),
        'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction, null)),
        'POST /api/discovery/rewind': () => json(200, { member: card('m1') }),
      },
      { premium: true },
    );
    await heading(cardOf('Member m1'));
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
    fireEvent.click(button('Pass'));
    await heading(cardOf('Member m2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Rewind' }));
    await heading(cardOf('Member m1'));
    expect(await screen.findByText(/Member m1.* is back: your last pass was taken back\./)).toBeTruthy();
    expect(api.of('POST /api/discovery/rewind')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
    fireEvent.click(button('Like'));
    await heading(cardOf('Member m2'));
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
  });

  it('never shows Rewind to a Basic member', async () => {
    setMatchMedia({ reducedMotion: true });
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ cards: cards(3) })),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
    });
    await heading(cardOf('Member m1'));
    fireEvent.click(button('Pass'));
    await heading(cardOf('Member m2'));
    await waitFor(() => expect(screen.getByText('49 swipes left today')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
  });
});

describe('the end of the deck', () => {
  it("says 'No More Profiles'; 'View Again' brings back the members passed on, from the first", async () => {
    setMatchMedia({ reducedMotion: true });
    let viewedAgain = false;
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, viewedAgain ? deck({ cards: [card('m1')] }) : deck({ cards: cards(2) })),
      'POST /api/discovery/swipes': (body) => json(200, swiped((body as { direction: 'like' | 'pass' }).direction)),
      'POST /api/discovery/view-again': () => {
        viewedAgain = true;
        return json(200, { restored: 1 });
      },
    });
    await heading(/Member m1/);
    fireEvent.click(button('Pass'));
    await heading(/Member m2/);
    fireEvent.click(button('Like'));
    expect(await heading('No More Profiles')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'View Again' }));
    await heading(/Member m1/);
    expect(api.of('POST /api/discovery/view-again')).toHaveLength(1);
    expect(api.of('GET /api/discovery/deck')).toHaveLength(2);
  });

  it("sends 'View Again' once for a double click, and says a failure with the button ready again", async () => {
    setMatchMedia({ reducedMotion: true });
    let attempts = 0;
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, attempts > 1 ? deck({ cards: [card('m1')] }) : deck({ cards: cards(1) })),
      'POST /api/discovery/swipes': () => json(200, swiped('pass')),
      'POST /api/discovery/view-again': () => {
        attempts += 1;
        return attempts === 1 ? json(503, { code: 'DATABASE_UNAVAILABLE' }) : json(200, { restored: 1 });
      },
    });
    await heading(/Member m1/);
    fireEvent.click(button('Pass'));
    const viewAgain = await screen.findByRole('button', { name: 'View Again' });
    act(() => {
      viewAgain.click();
      viewAgain.click();
    });
    const failure = await screen.findByText('Our service is briefly unavailable. Please try again in a moment.');
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    expect(api.of('POST /api/discovery/view-again')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'View Again' }));
    await heading(/Member m1/);
    expect(api.of('POST /api/discovery/view-again')).toHaveLength(2);
  });

  it("offers no 'View Again' when nobody was passed on", async () => {
    await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [] })) });
    expect(await heading('No More Profiles')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Again' })).toBeNull();
  });

  it('fetches the next page while five cards are left, and keeps each member once', async () => {
    setMatchMedia({ reducedMotion: true });
    const pages: DeckResponse[] = [deck({ cards: cards(20) }), deck({ cards: [...cards(4, 17), ...cards(3, 21)] })];
    const api = await renderDeck({
      'GET /api/discovery/deck': () => json(200, pages.shift() ?? deck({ cards: [] })),
      'POST /api/discovery/swipes': () => json(200, swiped('pass')),
    });
    await heading(cardOf('Member m1'));
    for (let index = 1; index <= 14; index++) {
      fireEvent.click(button('Pass'));
      await heading(cardOf(`Member m${index + 1}`));
    }
    expect(api.of('GET /api/discovery/deck')).toHaveLength(1);
    fireEvent.click(button('Pass'));
    await heading(cardOf('Member m16'));
    await waitFor(() => expect(api.of('GET /api/discovery/deck')).toHaveLength(2));
    for (let index = 16; index <= 22; index++) {
      fireEvent.click(button('Pass'));
      await heading(cardOf(`Member m${index + 1}`));
    }
    fireEvent.click(button('Pass'));
    expect(await heading('No More Profiles')).toBeTruthy();
  });

  it('sends a member without a profile back to the questionnaire step, never to the whole profile form', async () => {
    const { calls } = await renderDeck({ 'GET /api/discovery/deck': () => json(200, deck({ needsProfile: true, cards: [] })) });
    const asked = calls.filter((call) => call.route === 'GET /api/me').length;
    expect(await heading('Your profile is not saved yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the questionnaire step' }).getAttribute('href')).toBe('/');
    // The session again: the guard then shows the step's profile page (docs/decisions/0031-profile-in-onboarding.md).
    await waitFor(() => expect(calls.filter((call) => call.route === 'GET /api/me').length).toBeGreaterThan(asked));
  });

  it('says when the deck cannot be loaded, and tries again', async () => {
    let fail = true;
    await renderDeck({
      'GET /api/discovery/deck': () => (fail ? json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }) : json(200, deck())),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/.+/));
    fail = false;
    fireEvent.click(button('Retry'));
    await heading(/Member m1/);
  });

  it('offline, says a connection is needed to see new profiles instead of an error, and deals by itself once the network is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let reachable = false;
    await renderDeck({
      'GET /api/discovery/deck': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json(200, deck());
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'You need a connection to see new profiles' });
    expect(screen.queryByRole('alert')).toBeNull();

    // Try again, still without a network: the same words, no error.
    fireEvent.click(button('Retry'));
    await screen.findByRole('heading', { level: 2, name: 'You need a connection to see new profiles' });
    expect(screen.queryByRole('alert')).toBeNull();

    reachable = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await heading(/Member m1/);
    onLine.mockRestore();
  });
});

describe("It's a match!", () => {
  it('shows both photos and the way to the match list; Escape closes it', async () => {
    const user = setupUser();
    setMatchMedia({ reducedMotion: true });
    const selam = card('s1', { displayName: 'Selam' });
    await renderDeck({
      'GET /api/discovery/deck': () => json(200, deck({ cards: [selam, card('m2')] })),
      'POST /api/discovery/swipes': () =>
        json(200, {
          ...swiped('like'),
          match: {
            id: 7,
            member: selam,
            matchedAt: '2030-01-01T10:00:00.000Z',
            suggestion: { topic: 'warm_hello', variant: 0, addressee: 'woman' },
          },
        }),
      'GET /api/profile/photos': () =>
        json(200, {
          photos: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              position: 0,
              isMain: true,
              width: 400,
              height: 400,
              largeUrl: '/api/photos/own/large',
              cardUrl: '/api/photos/own/card',
            },
          ],
        }),
    });
    await heading(/Selam/);
    await user.click(button('Like'));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByText('You and \u2068Selam\u2069 like each other.')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Photo of Selam' }).getAttribute('src')).toBe('/api/photos/s1/card');
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('/api/photos/own/card'));
    expect(within(dialog).getByRole('link', { name: 'See your matches' }).getAttribute('href')).toBe('/matches');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Member m2/ })).toBeTruthy();
  });
});
