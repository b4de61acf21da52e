// The testimonial carousel on a controlled clock (spec: a new quote every 6000 ms after a 300 ms
// fade; navigation ignored while a fade runs; hover pauses; no auto-advance with reduced motion).
import type { Page } from '@playwright/test';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '../src/shared/constants';
import { expect, test } from './support/fixtures';
import { lookup, tr } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => tr('en', key, values);
const storyCount = Object.keys(lookup('en', 'landing.testimonials.stories') as object).length;
const slideName = (index: number) => en('landing.testimonials.slideLabel', { index, total: storyCount });

const carouselOf = (page: Page) => page.getByRole('region', { name: en('landing.testimonials.label') });
/** Hidden slides are aria-hidden, so only the shown slide is found by role. */
const slide = (page: Page, index: number) => carouselOf(page).getByRole('group', { name: slideName(index) });

async function expectShown(page: Page, index: number) {
  for (let other = 1; other <= storyCount; other += 1) {
    await expect(slide(page, other)).toHaveCount(other === index ? 1 : 0);
  }
  await expect(slide(page, index)).toBeVisible();
  await expect(slide(page, index)).toHaveClass(/\bopacity-100\b/);
}

async function expectFadingOut(page: Page, index: number) {
  await expect(slide(page, index)).toHaveClass(/\bopacity-0\b/);
}

/** Opens /landing with the page's timers in the test's hands, the carousel not hovered. */
async function openWithClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.goto('/landing');
  await expect(carouselOf(page)).toBeVisible();
  // Stop the clock a moment from now: from here on only runFor() moves time.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
  await expectShown(page, 1);
}

/** Moving the pointer onto the carousel and away again restarts its timer at this instant. */
async function restartTimer(page: Page) {
  await carouselOf(page).hover();
  await page.mouse.move(0, 0);
}

test('advances to the next story after 6 s, after a 300 ms fade', async ({ page }) => {
  expect([CAROUSEL_INTERVAL_MS, CAROUSEL_FADE_MS]).toEqual([6000, 300]);
  await openWithClock(page);
  await restartTimer(page);

  await page.clock.runFor(5999);
  await expectShown(page, 1);
  await page.clock.runFor(1);
  await expectFadingOut(page, 1);
  await page.clock.runFor(299);
  await expectFadingOut(page, 1);
  await page.clock.runFor(1);
  await expectShown(page, 2);

  await page.clock.runFor(6300);
  await expectShown(page, 3);
  await page.clock.runFor(6300);
  await expectShown(page, 1);
});

test('next, previous and the dots move between stories; clicks during a fade are ignored', async ({ page }) => {
  await openWithClock(page);
  const carousel = carouselOf(page);
  const next = carousel.getByRole('button', { name: en('landing.testimonials.next') });
  const previous = carousel.getByRole('button', { name: en('landing.testimonials.previous') });

  await next.click();
  await expectFadingOut(page, 1);
  await next.click(); // during the fade: ignored
  await page.clock.runFor(300);
  await expectShown(page, 2);

  await previous.click();
  await page.clock.runFor(300);
  await expectShown(page, 1);

  await previous.click(); // wraps around
  await page.clock.runFor(300);
  await expectShown(page, 3);

  const dot = carousel.getByRole('button', { name: en('landing.testimonials.goTo', { index: 2, total: storyCount }) });
  await dot.click();
  await page.clock.runFor(300);
  await expectShown(page, 2);
  await expect(dot).toHaveAttribute('aria-current', 'true');
});

test('hovering pauses the rotation', async ({ page }) => {
  await openWithClock(page);
  await carouselOf(page).hover();
  await page.clock.runFor(20_000);
  await expectShown(page, 1);

  await page.mouse.move(0, 0);
  await page.clock.runFor(6300);
  await expectShown(page, 2);
});

test('the stop button halts the rotation until started again', async ({ page }) => {
  await openWithClock(page);
  const carousel = carouselOf(page);
  await carousel.getByRole('button', { name: en('landing.testimonials.stop') }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(20_000);
  await expectShown(page, 1);

  await carousel.getByRole('button', { name: en('landing.testimonials.start') }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(6300);
  await expectShown(page, 2);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not advance by itself and switches without a fade', async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(30_000);
    await expectShown(page, 1);
    await expect(carouselOf(page).getByRole('button', { name: en('landing.testimonials.stop') })).toHaveCount(0);

    await carouselOf(page)
      .getByRole('button', { name: en('landing.testimonials.next') })
      .click();
    await expectShown(page, 2);
  });
});
