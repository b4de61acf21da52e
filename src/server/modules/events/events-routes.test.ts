// The events routes end to end through the API (docs/decisions/0032-events.md): who may call
// each one, an admin's event from draft to cancelled, a Basic member going and downloading the
// calendar file, a Premium-only event refusing them.
import { describe, expect, it } from 'vitest';
import { insertVerifiedAccount } from '../../seed/accounts';
import { payInSandbox, sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { completeOnboarding } from '../../test/onboarding';
import { TEST_PASSWORD } from '../../test/site';
import { createOutboxMailSender, readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { profileBody } from '../../test/profile-body';
import { passwordHasherFor } from '../auth/passwords';
import { sendEventNotices } from './notices';

const EVENT = {
  kind: 'hookah-gatherings',
  title: { en: 'Hookah night, Nairobi', fr: 'Soirée chicha à Nairobi' },
  description: { en: 'Mint tea; music; good company.' },
  city: 'Nairobi',
  country: 'KE',
  venue: 'Rooftop, 12 Kenyatta Avenue',
  timeZone: 'Africa/Nairobi',
  startsAt: '2099-12-05T19:00',
  endsAt: '2099-12-05T23:00',
  capacity: 2,
  audience: 'all',
} as const;

describe.each(testDatabases())('the events routes on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function verifiedMember(email: string, plan: 'basic' | 'premium' = 'basic') {
    const cookie = await signedInMember(app(), db(), email);
    await payInSandbox(app(), cookie, 'basic');
    if (plan === 'premium') await payInSandbox(app(), cookie, 'premium');
    await completeOnboarding(db(), email);
    return cookie;
  }

  async function publishedEvent(admin: string, overrides: object = {}) {
    const created = await call('POST', '/api/admin/events', admin, { ...EVENT, ...overrides });
    expect(created.statusCode).toBe(201);
    const published = await call('POST', `/api/admin/events/${created.json().id}/publish`, admin);
    expect(published.json().status).toBe('published');
    return created.json().id as number;
  }

  it('lets only admins with their second factor write events; members are refused, visitors asked to sign in', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    await insertVerifiedAccount(
      db(),
      {
        email: 'half-admin@example.org',
        password: TEST_PASSWORD,
        displayName: 'Half',
        dateOfBirth: '1980-01-01',
        language: 'en',
        role: 'admin',
      },
      passwordHasherFor('test'),
    );
    const withoutSecondFactor = sessionCookieOf(await signIn(app(), 'half-admin@example.org'));
    const premium = await verifiedMember('premium@example.org', 'premium');
    const id = await publishedEvent(admin);
    const writes = (cookie?: string) => [
      call('GET', '/api/admin/events', cookie),
      call('POST', '/api/admin/events', cookie, EVENT),
      call('PUT', `/api/admin/events/${id}`, cookie, EVENT),
      call('POST', `/api/admin/events/${id}/publish`, cookie),
      call('POST', `/api/admin/events/${id}/cancel`, cookie),
    ];
    for (const response of await Promise.all(writes())) expect(response.statusCode).toBe(401);
    for (const cookie of [premium, withoutSecondFactor]) {
      for (const response of await Promise.all(writes(cookie))) expect(response.statusCode).toBe(403);
    }
    const list = await call('GET', '/api/admin/events', admin);
    expect(list.json().events).toEqual([expect.objectContaining({ id, status: 'published', going: 0, waiting: 0 })]);
  });

  it('asks visitors to sign in and members to subscribe and verify before they see or answer events', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const id = await publishedEvent(admin);
    const notSubscribed = await signedInMember(app(), db(), 'new@example.org');
    for (const cookie of [undefined, notSubscribed]) {
      const responses = await Promise.all([
        call('GET', '/api/events/upcoming', cookie),
        call('GET', `/api/events/${id}`, cookie),
        call('PUT', `/api/events/${id}/rsvp`, cookie),
        call('DELETE', `/api/events/${id}/rsvp`, cookie),
        call('GET', `/api/events/${id}/calendar.ics`, cookie),
      ]);
      for (const response of responses) expect(response.statusCode).toBe(cookie ? 403 : 401);
    }
    // The public listing never names a venue nor who is going.
    const visitorView = await call('GET', '/api/events');
    expect(visitorView.statusCode).toBe(200);
    expect(visitorView.body).not.toContain('Kenyatta');
  });

  it('takes an admin’s event from draft to published; a Basic member goes, sees the venue and downloads the calendar', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const basic = await verifiedMember('basic@example.org');
    const created = await call('POST', '/api/admin/events', admin, EVENT);
    expect(created.json()).toMatchObject({
      status: 'draft',
      startsAt: '2099-12-05T16:00:00.000Z',
      localStartsAt: '2099-12-05T19:00',
      title: EVENT.title,
    });
    const id = created.json().id as number;
    expect((await call('GET', '/api/events/upcoming', basic)).json()).toEqual({ events: [] });
    expect((await call('GET', `/api/events/${id}`, basic)).statusCode).toBe(404);
    await call('POST', `/api/admin/events/${id}/publish`, admin);

    const [listed] = (await call('GET', '/api/events/upcoming', basic)).json().events;
    expect(listed).toMatchObject({ id, goingCount: 0, myState: null, venue: null, distance: 'other_country' });
    const going = await call('PUT', `/api/events/${id}/rsvp`, basic);
    expect(going.statusCode).toBe(200);
    expect(going.json()).toMatchObject({ myState: 'going', goingCount: 1, venue: EVENT.venue });

    const calendar = await call('GET', `/api/events/${id}/calendar.ics`, basic);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain('DTSTART:20991205T160000Z\r\n');
    expect(calendar.body).toContain('SUMMARY:Hookah night\\, Nairobi\r\n');
    expect(calendar.body).toContain('LOCATION:Rooftop\\, 12 Kenyatta Avenue\\, Nairobi\r\n');

    const left = await call('DELETE', `/api/events/${id}/rsvp`, basic);
    expect(left.json()).toMatchObject({ myState: null, goingCount: 0, venue: null });
  });

  it('refuses a Basic member on a Premium-only event with a reason the page translates, and lets Premium in', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const basic = await verifiedMember('basic@example.org');
    const premium = await verifiedMember('premium@example.org', 'premium');
    const id = await publishedEvent(admin, { audience: 'premium' });
    const refused = await call('PUT', `/api/events/${id}/rsvp`, basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EVENT_PREMIUM_ONLY');
    expect((await call('GET', `/api/events/${id}`, basic)).json()).toMatchObject({ myState: null, goingCount: 0 });
    expect((await call('PUT', `/api/events/${id}/rsvp`, premium)).json()).toMatchObject({ myState: 'going' });
  });

  it('refuses bad input with the fields named and changes nothing', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const bad = [
      { ...EVENT, title: { en: ' ' } },
      { ...EVENT, timeZone: 'Mars/Olympus' },
      { ...EVENT, endsAt: '2099-12-05T18:00' },
      { ...EVENT, capacity: 0 },
      { ...EVENT, audience: 'vip' },
      { ...EVENT, venue: 'x'.repeat(201) },
    ];
    for (const payload of bad) {
      const response = await call('POST', '/api/admin/events', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/admin/events', admin)).json()).toEqual({ events: [] });
  });

  it('gives the new places of a larger capacity to the waiting list, and cancels for everyone', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const id = await publishedEvent(admin, { capacity: 1 });
    const first = await verifiedMember('first@example.org');
    const second = await verifiedMember('second@example.org');
    const third = await verifiedMember('third@example.org');
    await call('PUT', `/api/events/${id}/rsvp`, first);
    expect((await call('PUT', `/api/events/${id}/rsvp`, second)).json()).toMatchObject({
      myState: 'waiting',
      waitingPosition: 1,
      venue: null,
    });
    expect((await call('PUT', `/api/events/${id}/rsvp`, third)).json()).toMatchObject({
      myState: 'waiting',
      waitingPosition: 2,
      goingCount: 1,
    });
    const grown = await call('PUT', `/api/admin/events/${id}`, admin, { ...EVENT, capacity: 2 });
    expect(grown.json()).toMatchObject({ going: 2, waiting: 1 });
    const cancelled = await call('POST', `/api/admin/events/${id}/cancel`, admin);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await call('POST', `/api/admin/events/${id}/publish`, admin)).json().code).toBe('EVENT_UNAVAILABLE');
    const seen = (await call('GET', `/api/events/${id}`, second)).json();
    expect(seen).toMatchObject({ status: 'cancelled', venue: null });
    expect((await call('PUT', `/api/events/${id}/rsvp`, second)).json().code).toBe('EVENT_UNAVAILABLE');
  });

  it('invites the Premium members living near a new Premium-only event, once, and no one else', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const livesIn = async (cookie: string, residenceCountry: string, city: string) => {
      const saved = await call('PUT', '/api/profile', cookie, profileBody({ residenceCountry, city }));
      expect(saved.statusCode).toBe(200);
    };
    await livesIn(await verifiedMember('near@example.org', 'premium'), 'KE', 'Nairobi');
    await livesIn(await verifiedMember('far@example.org', 'premium'), 'FR', 'Paris');
    await livesIn(await verifiedMember('basic-near@example.org'), 'KE', 'Nairobi');
    const id = await publishedEvent(admin, { audience: 'premium' });
    await call('POST', `/api/admin/events/${id}/publish`, admin);
    const mail = createOutboxMailSender(db());
    expect(await sendEventNotices(db(), mail, { now: new Date(), publicOrigin: 'https://sahelhearts.example' })).toEqual({
      sent: 1,
      failed: 0,
    });
    const [invitation] = await readOutbox(db(), 'near@example.org');
    expect(invitation?.subject).toBe('For Premium members near you: Hookah night, Nairobi');
    expect(invitation?.text).toContain(`https://sahelhearts.example/events/${id}`);
    expect(await readOutbox(db(), 'far@example.org')).toEqual([]);
    expect(await readOutbox(db(), 'basic-near@example.org')).toEqual([]);
  });
});
