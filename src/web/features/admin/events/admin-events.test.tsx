// The admins' events (docs/decisions/0032-events.md): a new event with English and French titles
// is sent as the contract says, the venue's local times unchanged; a form missing its title sends
// nothing; publishing and a cancellation that asks once more.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEvent } from '../../../../shared/contracts/admin-events';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { AdminEvents } from './admin-events';

afterEach(() => vi.restoreAllMocks());

const DRAFT: AdminEvent = {
  id: 7,
  kind: 'heritage-festivals',
  title: { en: 'Heritage festival', fr: 'Festival du patrimoine' },
  description: {},
  city: 'Paris',
  country: 'FR',
  venue: 'Parc de la Villette',
  timeZone: 'Europe/Paris',
  startsAt: '2030-06-12T12:00:00.000Z',
  endsAt: '2030-06-12T18:00:00.000Z',
  localStartsAt: '2030-06-12T14:00',
  localEndsAt: '2030-06-12T20:00',
  capacity: 150,
  audience: 'all',
  status: 'draft',
  going: 0,
  waiting: 0,
};

describe('AdminEvents', () => {
  it('creates an event with English and French titles, in the venue’s local time', async () => {
    const stub = stubFetch({
      'GET /api/admin/events': () => json(200, { events: [] }),
      'POST /api/admin/events': () => json(201, DRAFT),
    });
    await renderWithProviders(<AdminEvents />, { route: '/admin' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const form = screen.getByRole('form', { name: 'New event' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'heritage-festivals');
    await user.type(within(form).getByLabelText('Title in English'), 'Heritage festival');
    await user.type(within(form).getByLabelText('Title in French'), 'Festival du patrimoine');
    await user.type(within(form).getByLabelText('City'), 'Paris');
    await user.type(within(form).getByLabelText('Country code (two letters)'), 'fr');
    await user.type(within(form).getByLabelText('Venue (shown to members who are going)'), 'Parc de la Villette');
    await user.type(within(form).getByLabelText('Time zone (IANA, e.g. Africa/Nairobi)'), 'Europe/Paris');
    await user.type(within(form).getByLabelText('Starts (venue’s local time)'), '2030-06-12T14:00');
    await user.type(within(form).getByLabelText('Ends (venue’s local time)'), '2030-06-12T20:00');
    await user.type(within(form).getByLabelText('Places'), '150');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New event' })).toBeNull());
    expect(stub.calls.filter((call) => call.route === 'POST /api/admin/events').map((call) => call.body)).toEqual([
      {
        kind: 'heritage-festivals',
        title: { en: 'Heritage festival', fr: 'Festival du patrimoine', ar: '', sw: '', am: '' },
        description: { en: '', fr: '', ar: '', sw: '', am: '' },
        city: 'Paris',
        country: 'FR',
        venue: 'Parc de la Villette',
        timeZone: 'Europe/Paris',
        startsAt: '2030-06-12T14:00',
        endsAt: '2030-06-12T20:00',
        capacity: 150,
        audience: 'all',
      },
    ]);
  });

  it('sends nothing without a title, and says so', async () => {
    const stub = stubFetch({ 'GET /api/admin/events': () => json(200, { events: [] }) });
    await renderWithProviders(<AdminEvents />, { route: '/admin' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a title in at least one language (up to 120 characters each).')).toBeTruthy();
    expect(stub.calls.map((call) => call.route)).toEqual(['GET /api/admin/events']);
  });

  it('publishes a draft, and cancels only after being asked once more', async () => {
    const stub = stubFetch({
      'GET /api/admin/events': () => json(200, { events: [DRAFT] }),
      'POST /api/admin/events/7/publish': () => json(200, { ...DRAFT, status: 'published' }),
      'POST /api/admin/events/7/cancel': () => json(200, { ...DRAFT, status: 'cancelled' }),
    });
    await renderWithProviders(<AdminEvents />, { route: '/admin' });
    const user = setupUser();
    const item = await screen.findByRole('listitem', { name: 'Heritage festival' });
    expect(within(item).getByText(/Draft/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Publish' }));
    await user.click(within(item).getByRole('button', { name: 'Cancel the event' }));
    expect(stub.calls.map((call) => call.route)).not.toContain('POST /api/admin/events/7/cancel');
    await user.click(within(item).getByRole('button', { name: 'Yes, cancel and tell everyone' }));
    await waitFor(() => expect(stub.calls.map((call) => call.route)).toContain('POST /api/admin/events/7/cancel'));
    expect(stub.calls.map((call) => call.route)).toContain('POST /api/admin/events/7/publish');
  });
});
