// The deck at /profiles as a member sees it, for the discovery and matches specs: the top card
// (the only card a screen reader reaches: the one behind it is aria-hidden), Pass and Like, and
// the wait for a swipe's answer, so a spec moves on when the state has changed, never after a
// fixed time.
import type { Locator, Page, Response } from '@playwright/test';
import type { SwipeDirection, SwipeResponse } from '../../src/shared/contracts/discovery';
import { expect } from './fixtures';
import { type Language, tr } from './locales';

/** How the app wraps a member's name inside a sentence (src/web/lib/format.ts `isolate`). */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/** Opens /profiles and waits for its heading, in `language`'s direction. */
export async function openDeck(page: Page, language: Language) {
  await page.goto('/profiles');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: tr(language, 'discovery.title') })).toBeVisible();
  await expect(page).toHaveTitle(tr(language, 'common.meta.profiles.title'));
}

/** A number as the page writes it: the browser's Intl, whose Arabic digits may differ from Node's. */
export function numberInPage(page: Page, language: Language, value: number): Promise<string> {
  return page.evaluate(([locale, number]) => new Intl.NumberFormat(locale).format(number), [language, value] as const);
}

export function deckRegion(page: Page, language: Language): Locator {
  return page.getByRole('region', { name: tr(language, 'discovery.deck.label') });
}

/** The top card: an article named after the member. */
export function topCard(page: Page, language: Language): Locator {
  return deckRegion(page, language).getByRole('article');
}

export function swipeButton(page: Page, language: Language, direction: SwipeDirection): Locator {
  return page.getByRole('button', { name: tr(language, `discovery.deck.${direction}`), exact: true });
}

/** Which of `names` the top card shows, once it shows one of them. */
export async function topCardName(page: Page, language: Language, names: readonly string[]): Promise<string> {
  const heading = topCard(page, language).getByRole('heading', { level: 2 });
  let shown = '';
  await expect
    .poll(
      async () => {
        const text = (await heading.textContent()) ?? '';
        shown = names.find((name) => text.includes(name)) ?? '';
        return shown;
      },
      { message: `the top card shows one of ${names.join(', ')}` },
    )
    .not.toBe('');
  return shown;
}

const isSwipe = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/discovery/swipes';

/**
 * Swipes the top card with its button, or with the arrow key toward that button's side (the
 * arrows follow what is seen: in Arabic, right to left, Pass is on the right), and returns the
 * server's answer to that swipe.
 */
export async function swipeTopCard(
  page: Page,
  language: Language,
  direction: SwipeDirection,
  using: 'button' | 'keyboard' = 'button',
): Promise<SwipeResponse> {
  const answer = page.waitForResponse(isSwipe);
  if (using === 'button') {
    await swipeButton(page, language, direction).click();
  } else {
    const passKey = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const likeKey = passKey === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(direction === 'pass' ? passKey : likeKey);
  }
  const response = await answer;
  expect(response.status(), 'the swipe is stored').toBe(200);
  return (await response.json()) as SwipeResponse;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The top card's words and controls, each with its box: what Pass and Like must not cover. */
async function cardContentBoxes(card: Locator): Promise<{ text: string; box: Box }[]> {
  return card.evaluate((article) =>
    [...article.querySelectorAll('h2, p, span, button')]
      .filter(
        (element) => (element.textContent ?? '').trim() !== '' && !element.closest('.sr-only') && !element.classList.contains('sr-only'),
      )
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: (element.textContent ?? '').trim(), box: { x, y, width, height } };
      }),
  );
}

/**
 * The phone's photo-first card (390×844): the photo fills the card's width at 3:4, and Pass and
 * Like are over its foot (Pass at the start of the row: on the right in Arabic) covering none of
 * the card's words or controls.
 */
export async function expectPhoneCardLayout(page: Page, language: Language) {
  const card = topCard(page, language);
  const cardBox = (await card.boundingBox())!;
  const picture = card.getByRole('img').first();
  const photo = (await picture.boundingBox())!;
  // The photo fills the card's width, 3:4.
  expect(photo.width).toBeGreaterThanOrEqual(cardBox.width - 2.5);
  expect(photo.height / photo.width).toBeCloseTo(4 / 3, 1);
  // Pass and Like over the photo's foot, covering none of the card's words or controls.
  const contents = await cardContentBoxes(card);
  for (const direction of ['pass', 'like'] as const) {
    const button = (await swipeButton(page, language, direction).boundingBox())!;
    expect(button.y, `${direction} is over the photo`).toBeGreaterThanOrEqual(photo.y);
    expect(button.y + button.height, `${direction} is over the photo`).toBeLessThanOrEqual(photo.y + photo.height + 0.5);
    for (const { text, box } of contents) expect(overlaps(button, box), `${direction} covers "${text}"`).toBe(false);
  }
  // Pass at the start of the row: on the left in English, on the right in Arabic.
  const [pass, like] = [
    (await swipeButton(page, language, 'pass').boundingBox())!,
    (await swipeButton(page, language, 'like').boundingBox())!,
  ];
  expect(pass.x < like.x).toBe(language === 'en');
}
