import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../shared/constants';
import { renderWithProviders } from '../../test/render';
import { setMatchMedia } from '../../test/setup';
import { PriceBadge } from './hero-section';
import { LandingPage } from './landing-page';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const COUNTERS = {
  verified: { value: 12000, source: 'fallback' },
  matches: { value: 500, source: 'fallback' },
  events: { value: 100, source: 'fallback' },
};

beforeEach(() => {
  // A fresh answer per request (a body is read once): the counters, and no featured member yet.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : input.toString();
    const body = url === '/api/featured-profiles' ? { members: [] } : COUNTERS;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPage(language: (typeof LANGUAGES)[number] = 'en') {
  const result = await renderWithProviders(<LandingPage />, { language, route: '/landing' });
  // Let the counters settle so no update happens after the test.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return result;
}

describe('PriceBadge', () => {
  it('reads $5.99/month in English', async () => {
    await renderWithProviders(<PriceBadge />);
    expect(plain(document.body.textContent)).toContain('$5.99/month');
  });

  it("contains '5,99 $' in French", async () => {
    await renderWithProviders(<PriceBadge />, { language: 'fr' });
    expect(plain(document.body.textContent)).toContain('5,99 $');
  });
});

describe('LandingPage', () => {
  it('has one h1 (the hero title), then the sections of the spec in order, each labelled by its h2', async () => {
    await renderPage();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Find a partner who shares your roots']);
    const ids = [...main.querySelectorAll(':scope > section[id]')].map((section) => section.id);
    expect(ids).toEqual(['testimonials', 'profiles', 'culture', 'pricing', 'community', 'events', 'about', 'faq', 'safety']);
    for (const section of main.querySelectorAll(':scope > section')) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName).toMatch(/^H[12]$/);
    }
    // No skipped heading levels.
    const levels = [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(document.title).toBe('Sahel Hearts: verified dating and marriage for the Sahel and Horn of Africa');
    expect(screen.queryByText(/Landing Page Editor/i)).toBeNull();
  });

  it('hero: tagline, three features, price badge, sign-up link to /subscribe', async () => {
    await renderPage();
    const hero = screen.getByRole('region', { name: 'Find a partner who shares your roots' });
    expect(within(hero).getByText('From hookah nights to wedding vows.')).toBeTruthy();
    expect(within(hero).getAllByRole('listitem')).toHaveLength(3);
    expect(plain(hero.textContent)).toContain('$5.99/month');
    expect(within(hero).getByRole('link', { name: 'Join Sahel Hearts' }).getAttribute('href')).toBe('/subscribe');
  });

  it('the preview button scrolls smoothly to the profiles and focuses their heading', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Preview profiles' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('profiles'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Featured members' }));
  });

  it('the preview button jumps without animation under reduced motion', async () => {
    setMatchMedia({ reducedMotion: true });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Preview profiles' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('premium perks: five perks, +$5.99/month, 24-hour boost, link to /pricing', async () => {
    await renderPage();
    const pricing = screen.getByRole('region', { name: 'Premium perks' });
    expect(within(pricing).getAllByRole('listitem')).toHaveLength(5);
    expect(plain(pricing.textContent)).toContain('+$5.99/month');
    expect(pricing.textContent).toContain('A 24-hour profile boost');
    expect(within(pricing).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('upgrade banner, events teaser, about, FAQ and safety tips', async () => {
    await renderPage();
    const banner = screen.getByRole('region', { name: 'Upgrade to Premium for unlimited access to all profiles' });
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/pricing');

    const events = screen.getByRole('region', { name: 'Upcoming events' });
    expect(events.textContent).toContain('Every Friday, 7:00 PM');
    expect(
      within(events)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hookah Gatherings', 'Heritage Festivals', 'Community Meetups']);
    expect(within(events).getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe('/events');

    const about = screen.getByRole('region', { name: 'About Sahel Hearts' });
    expect(within(about).getByRole('link').getAttribute('href')).toBe('/about');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(plain(faq.textContent)).toContain('Membership costs $5.99 per month. Premium adds $5.99 per month.');

    const safety = screen.getByRole('region', { name: 'Safety tips' });
    expect(within(safety).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(safety.textContent).toContain('Never send money');
  });

  it.each(LANGUAGES)('%s: every landing text is translated (no raw keys)', async (language) => {
    await renderPage(language);
    expect(document.body.textContent).not.toMatch(/landing\.[a-z]/);
    const labelled = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    expect(labelled.join(' ')).not.toMatch(/landing\.[a-z]/);
  });
});

describe('Arabic', () => {
  it('keeps "US$" together in right-to-left price sentences', async () => {
    await renderWithProviders(<PriceBadge />, { language: 'ar' });
    // A left-to-right mark right after the currency symbol stops the '$' from drifting.
    expect(document.body.textContent).toMatch(/US\$\u200E شهريًا/);
  });
});
