// The push module's rules on their own (docs/decisions/0035-push-notifications.md): which endpoints
// the server will POST to, quiet hours in the member's own time zone, the summary sent when they
// end, and the VAPID settings.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_VAPID_KEYS, PUSH_SERVICE_HOSTS_DEFAULT, resolvePushSettings } from '../../config/push';
import { isAllowedPushEndpoint } from './endpoint-policy';
import { buildQuietSummary } from './payload';
import { inQuietHours } from './quiet-hours';

describe('the push endpoints the server sends to', () => {
  const production = { hosts: PUSH_SERVICE_HOSTS_DEFAULT, allowLoopback: false };

  it('are https at the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it('are never an internal address, another port, plain http, or a look-alike host', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com/x',
      'https://evilpush.apple.com.example/x',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/push',
      'http://127.0.0.1:8080/push',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('include this machine outside production only', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:7410/push/a', { ...production, allowLoopback: true })).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:7410/push/a', { ...production, allowLoopback: true })).toBe(true);
    expect(isAllowedPushEndpoint('http://192.168.1.2/push/a', { ...production, allowLoopback: true })).toBe(false);
  });
});

describe('quiet hours', () => {
  it('are read in the member’s time zone, spanning midnight when they start after they end', () => {
    const night = { start: 22 * 60, end: 7 * 60 };
    // 20:30 UTC is 23:30 in Nairobi (UTC+3) and 20:30 in London (winter).
    const at = new Date('2026-11-27T20:30:00Z');
    expect(inQuietHours(at, night, 'Africa/Nairobi')).toBe(true);
    expect(inQuietHours(at, night, 'Europe/London')).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T04:00:00Z'), night, 'Africa/Nairobi')).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T03:59:00Z'), night, 'Africa/Nairobi')).toBe(true);
  });

  it('within one day include their start and not their end; none when not set or empty', () => {
    const lunch = { start: 12 * 60, end: 13 * 60 };
    expect(inQuietHours(new Date('2026-11-27T12:00:00Z'), lunch, 'UTC')).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T13:00:00Z'), lunch, 'UTC')).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T12:30:00Z'), null, 'UTC')).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T12:30:00Z'), { start: 600, end: 600 }, 'UTC')).toBe(false);
  });
});

describe('the VAPID settings', () => {
  it('use the published development pair outside production, and refuse it or its absence in production', () => {
    expect(resolvePushSettings({}, false)).toEqual({
      settings: { vapid: DEVELOPMENT_VAPID_KEYS, pushServiceHosts: PUSH_SERVICE_HOSTS_DEFAULT },
      problems: [],
    });
    expect(resolvePushSettings({}, true).problems).toEqual([
      'VAPID_PRIVATE_KEY: required in production (push notifications)',
      'VAPID_SUBJECT: required in production (push notifications)',
    ]);
    const published = { VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_KEYS.publicKey, VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey };
    expect(resolvePushSettings({ ...published, VAPID_SUBJECT: 'mailto:a@b.org' }, true).problems).toEqual([
      'VAPID_PRIVATE_KEY: the published development key; set one of your own',
    ]);
  });

  it('name a half without the other, and halves of different pairs', () => {
    expect(resolvePushSettings({ VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_KEYS.publicKey }, false).problems).toEqual([
      'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    ]);
    const mismatched = {
      VAPID_PUBLIC_KEY: 'BHTHRHRXOfGopk4QzVPiUjSpcWXGxQVIXk12Wfxd64u23FpSDfEjNOaoKIBrQaSpCRkZcDRPUQFSsad2M9B36sw',
      VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey,
    };
    expect(resolvePushSettings(mismatched, false).problems).toEqual(['VAPID_PUBLIC_KEY: is not the public half of VAPID_PRIVATE_KEY']);
  });
});

describe('the summary when quiet hours end', () => {
  const summary = (facts: Partial<Parameters<typeof buildQuietSummary>[0]>) =>
    buildQuietSummary({ language: 'en', privateMode: false, conversationIds: [], matches: 0, ...facts });

  it('says what waits, never who, and opens the one conversation, the messages or the matches', () => {
    expect(summary({ matches: 1 })).toMatchObject({ kind: 'match', body: 'A new match is waiting for you.', url: '/matches' });
    expect(summary({ matches: 2 })).toMatchObject({ body: 'New matches are waiting for you.', url: '/matches' });
    expect(summary({ conversationIds: [4, 9] })).toMatchObject({
      kind: 'message',
      body: 'New messages are waiting for you.',
      url: '/messages',
    });
    expect(summary({ conversationIds: [4], matches: 1 })).toMatchObject({
      body: 'New matches and messages are waiting for you.',
      url: '/messages',
      tag: 'quiet-summary',
    });
  });

  it('says only that something is new in private mode, in the member’s language and direction', () => {
    expect(summary({ privateMode: true, conversationIds: [4], language: 'ar' })).toEqual({
      kind: 'message',
      title: 'Sahel Hearts',
      body: 'لديك شيء جديد. افتح Sahel Hearts لتراه.',
      url: '/messages/4',
      tag: 'sahel-hearts',
      lang: 'ar',
      dir: 'rtl',
    });
  });
});
