import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventsResponse, LocalizedText } from '../../../shared/contracts/events';
import { formatDateTime } from '../../lib/format';
import { renderWithProviders } from '../../test/render';
import { EventsPage } from './events-page';

const text = (en: string, fr: string): LocalizedText => ({ en, fr, ar: `ar ${en}`, sw: `sw ${en}`, am: `am ${en}` });

const RESPONSE: EventsResponse = {
  series: [
    {
      slug: 'hookah-gatherings',
      title: text('Hookah Gatherings', 'Soirées chicha'),
      schedule: text('Every Friday, 7:00 PM', 'Tous les vendredis à 19 h'),
      description: text('Relaxed Friday evenings.', 'Des vendredis soir détendus.'),
      upcoming: [
        { id: 11, city: 'Minneapolis', country: 'US', timeZone: 'America/Chicago', startsAt: '2026-11-28T01:00:00.000Z' },
        { id: 12, city: 'London', country: 'GB', timeZone: 'Europe/London', startsAt: '2026-12-04T19:00:00.000Z' },
      ],
    },
    {
      slug: 'heritage-festivals',
      title: text('Heritage Festivals', 'Festivals du patrimoine'),
      schedule: text('Monthly, various locations', 'Chaque mois, dans différents lieux'),
      description: text('Music and food.', 'Musique et cuisine.'),
      upcoming: [{ id: 21, city: 'Dakar', country: 'SN', timeZone: 'Africa/Dakar', startsAt: '2026-12-12T14:00:00.000Z' }],
    },
    {
      slug: 'community-meetups',
      title: text('Community Meetups', 'Rencontres communautaires'),
      schedule: text('Weekly, major cities', 'Chaque semaine, dans les grandes villes'),
      description: text('Coffee together.', 'Un café ensemble.'),
      upcoming: [],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(...responses: (() => Response | Promise<Response>)[]) {
  const spy = vi.spyOn(globalThis, 'fetch');
  for (const respond of responses) spy.mockImplementationOnce(async () => respond());
  return spy;
}

afterEach(() => vi.restoreAllMocks());

describe('EventsPage', () => {
  it('shows the three series in the chosen language with their upcoming dates', async () => {
    const fetchSpy = mockFetch(() => json(RESPONSE));
    await renderWithProviders(<EventsPage />, { language: 'fr', route: '/events' });

    expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Soirées chicha',
      'Festivals du patrimoine',
      'Rencontres communautaires',
    ]);
    expect(fetchSpy).toHaveBeenCalledWith('/api/events', expect.objectContaining({ credentials: 'same-origin' }));

    const hookah = cards[0]!;
    expect(within(hookah).getByText('Tous les vendredis à 19 h')).toBeTruthy();
    // Shown at the venue's local time: 01:00 UTC on Saturday is Friday 19:00 in Minneapolis.
    const minneapolis = formatDateTime('2026-11-28T01:00:00.000Z', 'fr', 'America/Chicago');
    expect(minneapolis).toMatch(/ven\..*27.*19:00/);
    expect(within(hookah).getByText(minneapolis)).toBeTruthy();
    expect(within(hookah).getByText('Minneapolis, États-Unis')).toBeTruthy();
    expect(within(hookah).getByText('London, Royaume-Uni')).toBeTruthy();
    expect(within(cards[2]!).getByText('Dates annoncées prochainement.')).toBeTruthy();
    expect(screen.getByText(/Les membres vérifiés voient ici les événements/)).toBeTruthy();
  });

  it('reserves the space of three cards while loading', async () => {
    let release: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const { container } = await renderWithProviders(<EventsPage />, { route: '/events' });

    expect(screen.getByRole('status').textContent).toBe('Loading events…');
    expect(container.querySelectorAll('[aria-hidden="true"].min-h-\\[34rem\\]')).toHaveLength(3);
    release(json(RESPONSE));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hookah Gatherings' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a translated error with Retry, and Retry loads the events', async () => {
    const fetchSpy = mockFetch(
      () => json({ code: 'DATABASE_UNAVAILABLE', message: 'down' }, 503),
      () => json(RESPONSE),
    );
    await renderWithProviders(<EventsPage />, { language: 'ar', route: '/events' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('تعذّر تحميل الفعاليات.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'ar Hookah Gatherings' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('says when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByText('We could not reach Sahel Hearts. Please check your connection and try again.')).toBeTruthy();
  });
});
