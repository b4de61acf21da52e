// The events a member may join (docs/decisions/0032-events.md): going shows the venue; a
// Premium-only event tells a Basic member why and offers the upgrade; a refusal is translated; the
// switch "Show me to my matches as going" and the matches going the server lists.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberEvent } from '../../../../shared/contracts/member-events';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { MemberEventPage } from './member-event-page';
import { MemberEvents } from './member-events';

afterEach(() => vi.restoreAllMocks());

const SHARING_OFF = { 'GET /api/events/sharing': () => json(200, { showMeToMatches: false }) };

function event(id: number, overrides: Partial<MemberEvent> = {}): MemberEvent {
  return {
    id,
    kind: 'hookah-gatherings',
    title: { en: `Hookah night ${id}`, fr: `Soirée chicha ${id}` },
    description: { en: 'Mint tea and music.' },
    city: 'Nairobi',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
    startsAt: '2030-12-05T16:00:00.000Z',
    endsAt: '2030-12-05T20:00:00.000Z',
    capacity: 10,
    audience: 'all',
    status: 'published',
    goingCount: 3,
    distance: 'same_city',
    myState: null,
    waitingPosition: null,
    venue: null,
    matchesGoing: [],
    ...overrides,
  };
}

describe('Events a member can join', () => {
  it('lists them with distance and places; going shows the venue, the calendar file is a link', async () => {
    const stub = stubFetch({
      ...SHARING_OFF,
      'GET /api/events/upcoming': () => json(200, { events: [event(1), event(2, { distance: 'other_country' })] }),
      'PUT /api/events/1/rsvp': () => json(200, event(1, { myState: 'going', goingCount: 4, venue: 'Rooftop, Kenyatta Avenue' })),
    });
    await renderWithProviders(<MemberEvents isPremium={false} />, { route: '/events' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Hookah night 1', 'Hookah night 2']);
    expect(within(cards[0]!).getByText(/In your city/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/In another country/)).toBeTruthy();
    expect(within(cards[0]!).getByText('3 of 10 places taken')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/Rooftop/)).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Download (.ics)' }).getAttribute('href')).toBe('/api/events/1/calendar.ics');

    await setupUser().click(within(cards[0]!).getByRole('button', { name: 'I’m going' }));
    expect(await within(cards[0]!).findByText('Rooftop, Kenyatta Avenue')).toBeTruthy();
    expect(within(cards[0]!).getByText('You are going.')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'I can no longer go' })).toBeTruthy();
    expect(stub.calls.map((call) => call.route)).toContain('PUT /api/events/1/rsvp');
  });

  it('tells a Basic member why a Premium-only event is closed to them, and offers the upgrade, in their language', async () => {
    const stub = stubFetch({
      ...SHARING_OFF,
      'GET /api/events/upcoming': () => json(200, { events: [event(3, { audience: 'premium' })] }),
    });
    await renderWithProviders(<MemberEvents isPremium={false} />, { route: '/events', language: 'fr' });
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('Réservé Premium')).toBeTruthy();
    expect(within(card!).getByText(/Cet événement est réservé aux membres Premium/)).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'Passer à Premium' }).getAttribute('href')).toBe('/pricing');
    expect(within(card!).queryByRole('button', { name: 'Je participe' })).toBeNull();
    expect(stub.calls.map((call) => call.route).sort()).toEqual(['GET /api/events/sharing', 'GET /api/events/upcoming']);
  });

  it('says a refusal from the server in the member’s language and keeps the event as it was', async () => {
    stubFetch({
      ...SHARING_OFF,
      'GET /api/events/upcoming': () => json(200, { events: [event(4)] }),
      'PUT /api/events/4/rsvp': () => json(409, { code: 'EVENT_UNAVAILABLE', message: 'This event is closed.' }),
    });
    await renderWithProviders(<MemberEvents isPremium />, { route: '/events', language: 'sw' });
    const [card] = await screen.findAllByRole('article');
    await setupUser().click(within(card!).getByRole('button', { name: 'Nitahudhuria' }));
    expect(await within(card!).findByText(/Tukio hili limefungwa/)).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Nitahudhuria' })).toBeTruthy();
  });
});

describe('Matches going', () => {
  it('switches "Show me to my matches as going" on, then shows the matches going the server lists, first names and photos', async () => {
    let shared = false;
    const going = [
      { id: 'm1', firstName: 'Dawit', photo: { url: '/api/photos/p1/card', width: 480, height: 640 } },
      { id: 'm2', firstName: 'Hawa', photo: null },
    ];
    const stub = stubFetch({
      'GET /api/events/sharing': () => json(200, { showMeToMatches: shared }),
      'PUT /api/events/sharing': (body) => {
        shared = (body as { showMeToMatches: boolean }).showMeToMatches;
        return json(200, { showMeToMatches: shared });
      },
      'GET /api/events/upcoming': () => json(200, { events: [event(6, { matchesGoing: shared ? going : [] })] }),
    });
    await renderWithProviders(<MemberEvents isPremium={false} />, { route: '/events' });
    const toggle = await screen.findByRole('switch', { name: 'Show me to my matches as going' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).queryByText('Your matches going')).toBeNull();

    await setupUser().click(toggle);
    expect(await screen.findByText('Your matches who chose it too now see when you are going.')).toBeTruthy();
    const list = await within(card!).findByRole('list', { name: 'Your matches going' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dawit', 'HHawa']);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/api/photos/p1/card');
    expect(stub.calls.find((call) => call.route === 'PUT /api/events/sharing')?.body).toEqual({ showMeToMatches: true });
  });

  it('says the switch in Arabic', async () => {
    stubFetch({ ...SHARING_OFF, 'GET /api/events/upcoming': () => json(200, { events: [] }) });
    await renderWithProviders(<MemberEvents isPremium={false} />, { route: '/events', language: 'ar' });
    expect(await screen.findByRole('switch', { name: 'أظهرني لتوافقاتي عندما أحضر' })).toBeTruthy();
  });
});

describe('One event’s page', () => {
  it('shows the event with its venue for a member going, and the way back to every event', async () => {
    stubFetch({ 'GET /api/events/5': () => json(200, event(5, { myState: 'going', goingCount: 1, venue: 'Rooftop, Kenyatta Avenue' })) });
    await renderWithProviders(<MemberEventPage id={5} isPremium={false} />, { route: '/events/5' });
    const card = await screen.findByRole('article', { name: 'Hookah night 5' });
    expect(within(card).getByText('Rooftop, Kenyatta Avenue')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Hookah night 5' }).getAttribute('href')).toBe('/events/5');
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
  });
});
