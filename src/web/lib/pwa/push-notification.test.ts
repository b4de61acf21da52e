// The service worker's push and notificationclick logic (docs/decisions/0035-push-notifications.md):
// what is shown for a push message, which screen a click opens, and in which window.
import { describe, expect, it } from 'vitest';
import { isSitePath, notificationOf, screenOfNotification, windowFor } from './push-notification';

const ORIGIN = 'https://sahelhearts.example';

describe('a push message', () => {
  it('is shown as the server wrote it, in its language and direction, opening its screen', () => {
    const shown = notificationOf({
      kind: 'message',
      title: 'رسالة جديدة',
      body: 'أرسل لك Idris رسالة.',
      url: '/messages/12',
      tag: 'message-12',
      lang: 'ar',
      dir: 'rtl',
    });
    expect(shown).toEqual({
      title: 'رسالة جديدة',
      options: expect.objectContaining({
        body: 'أرسل لك Idris رسالة.',
        tag: 'message-12',
        lang: 'ar',
        dir: 'rtl',
        data: { url: '/messages/12' },
      }),
    });
  });

  it('that is malformed still shows the site’s name, and never opens another site', () => {
    expect(notificationOf(null)).toMatchObject({ title: 'Sahel Hearts', options: { body: '', data: { url: '/' } } });
    expect(notificationOf({ title: 'Hi', body: 'x', url: 'https://evil.example/' }).options.data.url).toBe('/');
    expect(notificationOf({ title: 'Hi', body: 'x', url: '//evil.example/' }).options.data.url).toBe('/');
    for (const url of ['javascript:alert(1)', '/\\evil.example', 42]) expect(isSitePath(url)).toBe(false);
  });
});

describe('a click on a notification', () => {
  it('opens the notification’s screen, or the home page when its data is not a path of the site', () => {
    expect(screenOfNotification({ url: '/events/3' })).toBe('/events/3');
    expect(screenOfNotification({ url: 'https://evil.example' })).toBe('/');
    expect(screenOfNotification(undefined)).toBe('/');
  });

  it('uses a window already on the screen, else the focused one, else any of the site’s, else none', () => {
    const on = { url: `${ORIGIN}/messages/12`, focused: false };
    const focused = { url: `${ORIGIN}/profiles`, focused: true };
    const other = { url: `${ORIGIN}/likes`, focused: false };
    const elsewhere = { url: 'https://other.example/messages/12', focused: true };
    expect(windowFor([focused, on], '/messages/12', ORIGIN)).toBe(on);
    expect(windowFor([other, focused], '/matches', ORIGIN)).toBe(focused);
    expect(windowFor([elsewhere, other], '/matches', ORIGIN)).toBe(other);
    expect(windowFor([elsewhere], '/matches', ORIGIN)).toBeNull();
  });
});
