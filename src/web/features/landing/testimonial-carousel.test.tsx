import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/landing.json';
import { setMatchMedia } from '../../test/setup';
import { renderWithProviders } from '../../test/render';
import { STORY_IDS } from '../../lib/landing-content';
import { TestimonialCarousel } from './testimonial-carousel';

const quotes = STORY_IDS.map((id) => en.testimonials.stories[id].quote);
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** The one slide a visitor (and assistive technology) can see; hidden slides are aria-hidden. */
function shownSlide() {
  const slides = screen.getAllByRole('group').filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

async function renderCarousel() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  return renderWithProviders(<TestimonialCarousel />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TestimonialCarousel', () => {
  it('is a labelled carousel region whose slides read "x of 3"', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: "Couples' stories" });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(shownSlide().textContent).toContain(quotes[0]);
    expect(screen.getByText('Hodan & Abdirahman')).toBeTruthy();
  });

  it('previous, next and the dots change the shown quote after the fade', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    advance(300);
    expect(shownSlide().textContent).toContain(quotes[1]);
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Show story 3 of 3' }));
    advance(300);
    expect(shownSlide().textContent).toContain(quotes[2]);
    expect(screen.getByRole('button', { name: 'Show story 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show story 1 of 3' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    advance(300);
    expect(shownSlide().textContent).toContain(quotes[1]);
  });

  it('ignores clicks while the fade is running', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show story 1 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    advance(200);
    expect(shownSlide().textContent).toContain(quotes[1]);
    advance(300);
    expect(shownSlide().textContent).toContain(quotes[1]);
  });

  it('rotates on its own, but not while hovered, and announces only when not rotating', async () => {
    await renderCarousel();
    const live = shownSlide().parentElement!;
    expect(live.getAttribute('aria-live')).toBe('off');
    advance(6300);
    expect(shownSlide().textContent).toContain(quotes[1]);

    fireEvent.mouseEnter(screen.getByRole('region', { name: "Couples' stories" }));
    expect(live.getAttribute('aria-live')).toBe('polite');
    advance(20_000);
    expect(shownSlide().textContent).toContain(quotes[1]);
  });

  it('can be stopped by the visitor', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    // Clicking focused the button; take focus away so only the visitor's stop holds it still.
    act(() => (document.activeElement as HTMLElement).blur());
    advance(20_000);
    expect(shownSlide().textContent).toContain(quotes[0]);
    expect(screen.getByRole('button', { name: 'Start automatic rotation' })).toBeTruthy();
  });

  it('under reduced motion: no rotation, no stop button, steps without a fade', async () => {
    setMatchMedia({ reducedMotion: true });
    await renderCarousel();
    expect(screen.queryByRole('button', { name: 'Stop automatic rotation' })).toBeNull();
    expect(shownSlide().parentElement!.getAttribute('aria-live')).toBe('polite');
    advance(30_000);
    expect(shownSlide().textContent).toContain(quotes[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(shownSlide().textContent).toContain(quotes[1]);
  });
});
