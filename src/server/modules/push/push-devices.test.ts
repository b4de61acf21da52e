// The member's devices and quiet hours (docs/decisions/0035-push-notifications.md), through the API
// and the push-notices job, with the fake push service that decrypts what it receives: the list
// of devices is the member's own (another member's device id answers 404), a removed device gets
// nothing more, and what was held during quiet hours is summed up once when they end, only if
// still unread.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushNotices, pushSubscriptions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { matchedPair, sentMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { type FakeDevice, FakePushService } from '../../test/fake-push-service';
import { PUSH_NOTICES_JOB } from './register';

const NAMED = {
  kinds: { match: true, message: true, like: true, 'event-reminder': true },
  privateMode: false,
  showMessageText: false,
};

const hhmm = (date: Date) => date.toISOString().slice(11, 16);
/** Quiet hours in UTC around the present moment: from an hour ago to an hour from now. */
const quietNow = () => ({ start: hhmm(new Date(Date.now() - 3_600_000)), end: hhmm(new Date(Date.now() + 3_600_000)) });

describe.each(testDatabases())('push devices and quiet hours on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const pushService = new FakePushService();
  beforeAll(() => pushService.start());
  afterAll(() => pushService.stop());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const subscribe = async (cookie: string, device: FakeDevice, deviceLabel: string) =>
    expect((await call('PUT', '/api/push/subscription', cookie, { ...device, deviceLabel })).statusCode).toBe(200);
  const idOf = async (device: FakeDevice) =>
    (await db().select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)))[0]!.id;
  const deliveredTo = (device: FakeDevice) =>
    pushService.deliveries.filter((delivery) => device.endpoint.endsWith(delivery.path)).map((delivery) => delivery.payload);

  it('lists only the member’s own devices, newest first, and lets them remove one, never another member’s', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const phone = pushService.device('lost-phone');
    const laptop = pushService.device('laptop');
    await subscribe(woman.cookie, phone, 'Chrome on Android');
    await subscribe(woman.cookie, laptop, 'Firefox on Windows');
    const listed = await call('GET', '/api/push/devices', woman.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.json().devices).toEqual([
      {
        id: await idOf(laptop),
        label: 'Firefox on Windows',
        createdAt: expect.any(String),
        lastSuccessAt: null,
        endpointSha256: createHash('sha256').update(laptop.endpoint).digest('hex'),
        choices: { ...NAMED, privateMode: true },
      },
      expect.objectContaining({ id: await idOf(phone), label: 'Chrome on Android' }),
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(phone.endpoint);
    expect((await call('GET', '/api/push/devices', man.cookie)).json()).toEqual({ devices: [] });

    // Another member's device, and ids that are no device, are all "no such device".
    const phoneId = await idOf(phone);
    for (const [method, url] of [
      ['DELETE', `/api/push/devices/${phoneId}`],
      ['PUT', `/api/push/devices/${phoneId}`],
      ['DELETE', '/api/push/devices/abc'],
      ['DELETE', '/api/push/devices/2147483647'],
    ] as const) {
      const refused = await call(method, url, man.cookie, method === 'PUT' ? NAMED : undefined);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, woman.id))).toHaveLength(2);
    expect((await call('PUT', `/api/push/devices/${phoneId}`, woman.cookie, { ...NAMED, kinds: {} })).statusCode).toBe(400);

    // A message waiting for the lost phone goes with it; the laptop still hears.
    await sentMessage(app(), man.cookie, conversationId, 'Before the phone was lost');
    const removed = await call('DELETE', `/api/push/devices/${phoneId}`, woman.cookie);
    expect(removed.json()).toEqual({ removed: true });
    expect((await call('DELETE', `/api/push/devices/${phoneId}`, woman.cookie)).statusCode).toBe(404);
    await sentMessage(app(), man.cookie, conversationId, 'After');
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(phone)).toEqual([]);
    expect(deliveredTo(laptop)).toHaveLength(2);
    const after = (await call('GET', '/api/push/devices', woman.cookie)).json();
    expect(after.devices).toEqual([expect.objectContaining({ label: 'Firefox on Windows', lastSuccessAt: expect.any(String) })]);
  });

  it('holds messages during quiet hours and sums up, once they end, only what is still unread', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const device = pushService.device('night-phone');
    await subscribe(woman.cookie, device, 'Chrome on Android');
    await call('PUT', `/api/push/devices/${await idOf(device)}`, woman.cookie, NAMED);
    const quietHours = quietNow();
    const quiet = await call('PUT', '/api/push/settings', woman.cookie, { quietHours, timeZone: 'UTC' });
    expect(quiet.json()).toEqual({ quietHours, timeZone: 'UTC' });

    await sentMessage(app(), man.cookie, conversationId, 'Are you awake?');
    await sentMessage(app(), man.cookie, conversationId, 'Good night then');
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(device)).toEqual([]);
    expect(await db().select({ held: pushNotices.held }).from(pushNotices)).toEqual([{ held: true }, { held: true }]);

    // Still quiet: still held, nothing sent.
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(device)).toEqual([]);

    await call('PUT', '/api/push/settings', woman.cookie, { quietHours: null, timeZone: 'UTC' });
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(device)).toEqual([
      {
        kind: 'message',
        title: 'While your notifications were quiet',
        body: 'New messages are waiting for you.',
        url: `/messages/${conversationId}`,
        tag: 'quiet-summary',
        lang: 'en',
        dir: 'ltr',
      },
    ]);
    expect(await db().select().from(pushNotices)).toEqual([]);

    // Read before the quiet hours end: no longer news, nothing is sent.
    await call('PUT', '/api/push/settings', woman.cookie, { quietHours: quietNow(), timeZone: 'UTC' });
    const read = await sentMessage(app(), man.cookie, conversationId, 'Seen already');
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect((await call('POST', `/api/conversations/${conversationId}/read`, woman.cookie, { upTo: read.id })).statusCode).toBe(200);
    await call('PUT', '/api/push/settings', woman.cookie, { quietHours: null, timeZone: 'UTC' });
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(device)).toHaveLength(1);
    expect(await db().select().from(pushNotices)).toEqual([]);
  });
});
