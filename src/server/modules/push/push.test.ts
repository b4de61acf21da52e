// Push notifications end to end through the API and the job (docs/decisions/0035-push-notifications.md):
// a member allows this device, news is owed where it happens, and the job's POST reaches a fake
// push service that checks the VAPID JWT and decrypts the payload with the device's own key
// (RFC 8291). Who may call each route, what each device's choices change, and the devices a push
// service has forgotten. The member's device list and quiet hours are in push-devices.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEVELOPMENT_VAPID_KEYS } from '../../config/push';
import { pushNotices, pushSubscriptions, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { matchedPair, sentMessage } from '../../test/conversations';
import { MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { testDatabases } from '../../test/databases';
import { type FakeDevice, FakePushService } from '../../test/fake-push-service';
import { PUSH_NOTICES_JOB } from './register';

const SETTINGS = { quietHours: null, timeZone: 'Africa/Nairobi' };
const CHOICES = {
  kinds: { match: true, message: true, like: true, 'event-reminder': true },
  privateMode: true,
  showMessageText: false,
};

describe.each(testDatabases())('push notifications on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const pushService = new FakePushService();
  beforeAll(() => pushService.start());
  afterAll(() => pushService.stop());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const subscribe = (cookie: string, device: FakeDevice) =>
    call('PUT', '/api/push/subscription', cookie, { ...device, deviceLabel: 'Chrome on Android' });
  /** Saves this device's choices, found in the member's list by its endpoint's hash as a browser does. */
  const choose = async (cookie: string, device: FakeDevice, choices: object) => {
    const sha = createHash('sha256').update(device.endpoint).digest('hex');
    const listed = (await call('GET', '/api/push/devices', cookie)).json<{ devices: { id: number; endpointSha256: string }[] }>();
    const id = listed.devices.find((one) => one.endpointSha256 === sha)?.id;
    return call('PUT', `/api/push/devices/${id}`, cookie, choices);
  };
  const deliveredTo = (device: FakeDevice) =>
    pushService.deliveries.filter((delivery) => device.endpoint.endsWith(delivery.path)).map((delivery) => delivery.payload);

  it('refuses visitors on every push route, and gives a member the public VAPID key', async () => {
    const device = pushService.device('visitor');
    const answers = await Promise.all([
      call('GET', '/api/push/key'),
      call('PUT', '/api/push/subscription', undefined, device),
      call('POST', '/api/push/subscription/remove', undefined, { endpoint: device.endpoint }),
      call('GET', '/api/push/settings'),
      call('PUT', '/api/push/settings', undefined, SETTINGS),
      call('GET', '/api/push/devices'),
      call('PUT', '/api/push/devices/1', undefined, CHOICES),
      call('DELETE', '/api/push/devices/1'),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(401);
    expect(await db().select().from(pushSubscriptions)).toEqual([]);

    const { woman } = await matchedPair(app(), db());
    const key = await call('GET', '/api/push/key', woman.cookie);
    expect(key.json()).toEqual({ publicKey: DEVELOPMENT_VAPID_KEYS.publicKey });
  });

  it('sends a new message, encrypted for the device and signed with the VAPID key, saying only that something happened by default', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const device = pushService.device('woman-default');
    expect((await subscribe(woman.cookie, device)).statusCode).toBe(200);
    await sentMessage(app(), man.cookie, conversationId, 'Salaam! Tea on Friday?');
    await app().jobs.runNow(PUSH_NOTICES_JOB);

    expect(pushService.refused).toEqual([]);
    const [delivery] = pushService.deliveries.filter((one) => device.endpoint.endsWith(one.path));
    expect(delivery?.vapidKey).toBe(DEVELOPMENT_VAPID_KEYS.publicKey);
    expect(delivery?.claims.sub).toBe(DEVELOPMENT_VAPID_KEYS.subject);
    expect(delivery?.payload).toEqual({
      kind: 'message',
      title: 'Sahel Hearts',
      body: 'You have something new. Open Sahel Hearts to see it.',
      url: `/messages/${conversationId}`,
      tag: 'sahel-hearts',
      lang: 'en',
      dir: 'ltr',
    });
    expect(await db().select().from(pushNotices)).toEqual([]);
    const [row] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('names the writer and quotes the message only as the member chose, in the member’s language', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db(), { man: { displayName: 'Idris' } });
    await db().update(users).set({ language: 'ar' }).where(eq(users.id, woman.id));
    const device = pushService.device('woman-named');
    await subscribe(woman.cookie, device);
    const named = await choose(woman.cookie, device, { ...CHOICES, privateMode: false });
    expect(named.json().choices).toMatchObject({ privateMode: false, showMessageText: false });
    await sentMessage(app(), man.cookie, conversationId, 'First words');
    await app().jobs.runNow(PUSH_NOTICES_JOB);

    await choose(woman.cookie, device, { ...CHOICES, privateMode: false, showMessageText: true });
    await sentMessage(app(), man.cookie, conversationId, 'Second words');
    await app().jobs.runNow(PUSH_NOTICES_JOB);

    // Private mode wins over the words, whatever else is asked.
    const both = await choose(woman.cookie, device, { ...CHOICES, privateMode: true, showMessageText: true });
    expect(both.json().choices).toMatchObject({ privateMode: true, showMessageText: false });

    expect(deliveredTo(device)).toEqual([
      expect.objectContaining({
        title: 'رسالة جديدة',
        body: 'أرسل لك \u2068Idris\u2069 رسالة.',
        dir: 'rtl',
        lang: 'ar',
        tag: `message-${conversationId}`,
      }),
      expect.objectContaining({ body: '\u2068Idris\u2069: \u2068Second words\u2069', url: `/messages/${conversationId}` }),
    ]);
  });

  it('sends nothing of a kind a device turned off, and forgets a device its push service answers 410 or 404', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const gone = pushService.device('woman-gone');
    const unknown = pushService.device('woman-unknown');
    pushService.statusFor.set(new URL(gone.endpoint).pathname, 410);
    pushService.statusFor.set(new URL(unknown.endpoint).pathname, 404);
    await subscribe(woman.cookie, gone);
    await subscribe(woman.cookie, unknown);
    const quiet = { ...CHOICES, kinds: { ...CHOICES.kinds, message: false } };
    expect((await choose(woman.cookie, gone, quiet)).json()).toMatchObject({ choices: quiet });
    await choose(woman.cookie, unknown, quiet);
    await sentMessage(app(), man.cookie, conversationId, 'Not announced');
    expect(await db().select().from(pushNotices)).toEqual([]);

    // Each device its own: the one that still wants messages is owed one, the other nothing.
    await choose(woman.cookie, unknown, CHOICES);
    await sentMessage(app(), man.cookie, conversationId, 'Announced here only');
    const owed = await db().select({ subscriptionId: pushNotices.subscriptionId }).from(pushNotices);
    const [unknownRow] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, unknown.endpoint));
    expect(owed).toEqual([{ subscriptionId: unknownRow?.id }]);

    await choose(woman.cookie, gone, CHOICES);
    await sentMessage(app(), man.cookie, conversationId, 'Announced');
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, woman.id))).toEqual([]);
    expect(await db().select().from(pushNotices)).toEqual([]);
  });

  it('keeps a notice a push service refused for a later run, and refuses endpoints outside the known push services', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const busy = pushService.device('woman-busy');
    pushService.statusFor.set(new URL(busy.endpoint).pathname, 503);
    await subscribe(woman.cookie, busy);
    await sentMessage(app(), man.cookie, conversationId, 'Later');
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    const [waiting] = await db().select().from(pushNotices);
    expect(waiting).toMatchObject({ attempts: 1, claimedAt: null, kind: 'message' });
    pushService.statusFor.delete(new URL(busy.endpoint).pathname);
    await app().jobs.runNow(PUSH_NOTICES_JOB);
    expect(deliveredTo(busy)).toHaveLength(1);

    for (const endpoint of ['http://10.0.0.7/push/x', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.evil.example/x']) {
      const refused = await subscribe(woman.cookie, { ...busy, endpoint });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('PUSH_SERVICE_NOT_ACCEPTED');
    }
    const badKey = await subscribe(woman.cookie, { ...busy, keys: { ...busy.keys, auth: 'short' } });
    expect(badKey.statusCode).toBe(400);
    expect(await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).toEqual([{ endpoint: busy.endpoint }]);
  });

  it('removes only the caller’s own device, and gives a device that changes hands to its new member with the default choices', async () => {
    const { man, woman } = await matchedPair(app(), db());
    const device = pushService.device('shared-phone');
    await subscribe(woman.cookie, device);
    await choose(woman.cookie, device, { ...CHOICES, privateMode: false, kinds: { ...CHOICES.kinds, like: false } });
    const notHis = await call('POST', '/api/push/subscription/remove', man.cookie, { endpoint: device.endpoint });
    expect(notHis.json()).toEqual({ removed: false });
    await subscribe(man.cookie, device);
    const rows = await db().select({ memberId: pushSubscriptions.memberId }).from(pushSubscriptions);
    expect(rows).toEqual([{ memberId: man.id }]);
    const his = (await call('GET', '/api/push/devices', man.cookie)).json();
    expect(his.devices).toEqual([expect.objectContaining({ choices: CHOICES, lastSuccessAt: null })]);
    expect((await call('GET', '/api/push/devices', woman.cookie)).json()).toEqual({ devices: [] });
    const removed = await call('POST', '/api/push/subscription/remove', man.cookie, { endpoint: device.endpoint });
    expect(removed.json()).toEqual({ removed: true });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it('tells the liked member of a like without naming the liker, and the first liker of the match the like made', async () => {
    const man = await signedInDiscoveryMember(app(), db(), {
      email: 'liked@example.org',
      displayName: 'Idris',
      profile: MAN,
      dateOfBirth: yearsAgo(32),
    });
    const woman = await signedInDiscoveryMember(app(), db(), { email: 'liker@example.org', displayName: 'Hawa' });
    const his = pushService.device('liked-man');
    const hers = pushService.device('liker-woman');
    await subscribe(man.cookie, his);
    await subscribe(woman.cookie, hers);
    await choose(man.cookie, his, { ...CHOICES, privateMode: false });
    await choose(woman.cookie, hers, { ...CHOICES, privateMode: false });

    const liked = await call('POST', '/api/discovery/swipes', woman.cookie, { targetId: man.id, direction: 'like' });
    expect(liked.statusCode, liked.body).toBe(200);
    const matched = await call('POST', '/api/discovery/swipes', man.cookie, { targetId: woman.id, direction: 'like' });
    const conversationId = matched.json().match.id as number;
    await app().jobs.runNow(PUSH_NOTICES_JOB);

    expect(deliveredTo(his)).toEqual([
      expect.objectContaining({ kind: 'like', title: 'Someone likes you', body: 'Open Sahel Hearts to see who.', url: '/likes' }),
    ]);
    expect(deliveredTo(hers)).toEqual([
      expect.objectContaining({
        kind: 'match',
        body: 'You and \u2068Idris\u2069 like each other.',
        url: '/matches',
        tag: `match-${conversationId}`,
      }),
    ]);
  });
});
