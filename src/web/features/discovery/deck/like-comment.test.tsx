// "Like with a comment" on the deck (docs/decisions/0020-discovery.md, "A like with a comment"):
// the card shows the member's prompts; a comment on a prompt or the photo is the card's like, with
// the comment; words missing or too long are said in place and nothing is sent; a refusal puts the
// card back and says why. The plain Like stays as it was. The full profile opened from the top card
// offers the same on each prompt and each photo.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwipeResponse } from '../../../../shared/contracts/discovery';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { setMatchMedia } from '../../../test/setup';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { DiscoveryPage } from '../discovery-page';
import { card, deck, json, profileOf, stubApi } from '../test-fixtures';

const VERIFIED = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };
const liked: SwipeResponse = {
  direction: 'like',
  match: null,
  allowance: { perDay: 50, left: 49, resetsAt: '2030-01-02T00:00:00.000Z' },
};
const AWA = card('m1', {
  displayName: 'Awa',
  photo: { url: '/api/photos/p1/card', id: 'a3b5c7d9-1111-4222-8333-444455556666', width: 480, height: 600 },
  prompts: [
    { key: 'dish_from_home', answer: 'Thieboudienne, like my mother.' },
    { key: 'ideal_friday', answer: 'Tea with friends until late.' },
  ],
});

beforeEach(() => {
  forgetSession();
  setMatchMedia({ reducedMotion: true });
});
afterEach(() => vi.restoreAllMocks());

const SECOND_PHOTO = 'b4c6d8e0-2222-4333-8444-555566667777';
const AWA_PROFILE = profileOf(AWA, {
  photos: [
    { url: '/api/photos/p1/card', id: AWA.photo!.id, largeUrl: '/api/photos/p1/large', width: 480, height: 600 },
    { url: '/api/photos/p2/card', id: SECOND_PHOTO, largeUrl: '/api/photos/p2/large', width: 600, height: 480 },
  ],
});

async function renderDeck(swipe: (body: unknown) => Response | Promise<Response> = () => json(200, liked)) {
  const api = stubApi(
    {
      'GET /api/discovery/deck': () => json(200, deck({ cards: [AWA, card('m2')] })),
      'POST /api/discovery/swipes': swipe,
      'GET /api/discovery/members/:id': () => json(200, AWA_PROFILE),
    },
    member(VERIFIED),
  );
  await refreshSession();
  await renderWithProviders(<DiscoveryPage />, { route: '/profiles' });
  await screen.findByRole('heading', { level: 2, name: /Awa/ });
  return api;
}

describe('Like with a comment', () => {
  it("shows the member's prompts on the card, and sends a comment on one with the like", async () => {
    const api = await renderDeck();
    const prompts = screen.getByRole('list', { name: "Awa's prompts" });
    expect(within(prompts).getByText('A dish from home I can cook…')).toBeTruthy();
    expect(within(prompts).getByText('Thieboudienne, like my mother.')).toBeTruthy();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Like “A dish from home I can cook…” with a comment' }));
    const dialog = await screen.findByRole('dialog', { name: /Like .*Awa.* with a comment/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your comment' }), '  Mine too, with extra lime!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send like' }));
    await screen.findByRole('heading', { level: 2, name: /Member m2/ });
    await waitFor(() =>
      expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
        { targetId: 'm1', direction: 'like', comment: { text: 'Mine too, with extra lime!', on: { prompt: 'dish_from_home' } } },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('comments on the photo, and sends nothing while the words are missing or too long', async () => {
    const api = await renderDeck();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /Like .*Awa.*'s photo with a comment/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send like' }));
    expect(await within(dialog).findByText('Write a few words first.')).toBeTruthy();
    const text = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' });
    // The field stops at 200; a longer paste is refused by the contract too.
    fireEvent.input(text, { target: { value: 'a'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Send like' }));
    expect(await within(dialog).findByText('Your comment is too long.')).toBeTruthy();
    expect(api.of('POST /api/discovery/swipes')).toEqual([]);
    await user.clear(text);
    await user.type(text, 'Where is this?');
    await user.click(within(dialog).getByRole('button', { name: 'Send like' }));
    await waitFor(() =>
      expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
        { targetId: 'm1', direction: 'like', comment: { text: 'Where is this?', on: { photo: AWA.photo!.id } } },
      ]),
    );
  });

  it('puts the card back and says why when the prompt is gone', async () => {
    await renderDeck(() => json(409, { code: 'COMMENT_TARGET_UNAVAILABLE', message: 'gone' }));
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Like “My ideal Friday night…” with a comment' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Your comment' }), 'Me too!');
    await user.click(screen.getByRole('button', { name: 'Send like' }));
    expect(await screen.findByText('That prompt or photo is no longer on their profile, so your like was not sent.')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: /Awa/ });
  });

  it('keeps the plain Like as it was: no comment sent', async () => {
    const api = await renderDeck();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([{ targetId: 'm1', direction: 'like' }]),
    );
  });

  it("starts from the full profile too: on a prompt, or on any photo by its place, and the comment is the card's like", async () => {
    const api = await renderDeck();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /open the full profile/ }));
    let profile = await screen.findByRole('dialog', { name: /Awa/ });
    const photos = await within(profile).findByRole('list', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(["Like Awa's photo 1 of 2 with a comment", "Like Awa's photo 2 of 2 with a comment"]);
    // A prompt first: the profile closes, the comment opens on that prompt; cancelled, nothing is sent.
    await user.click(within(profile).getByRole('button', { name: 'Like “My ideal Friday night…” with a comment' }));
    let dialog = await screen.findByRole('dialog', { name: /Like .*Awa.* with a comment/ });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('Tea with friends until late.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /open the full profile/ }));
    profile = await screen.findByRole('dialog', { name: /Awa/ });
    await user.click(await within(profile).findByRole('button', { name: "Like Awa's photo 2 of 2 with a comment" }));
    dialog = await screen.findByRole('dialog', { name: /Like .*Awa.* with a comment/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your comment' }), 'Is this Dakar?');
    await user.click(within(dialog).getByRole('button', { name: 'Send like' }));
    await screen.findByRole('heading', { level: 2, name: /Member m2/ });
    await waitFor(() =>
      expect(api.of('POST /api/discovery/swipes').map((call) => call.body)).toEqual([
        { targetId: 'm1', direction: 'like', comment: { text: 'Is this Dakar?', on: { photo: SECOND_PHOTO } } },
      ]),
    );
  });
});
