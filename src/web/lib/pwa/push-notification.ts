// What the service worker does with a push message and a click on its notification
// (docs/decisions/0035-push-notifications.md), as pure functions that unit tests call and
// src/web/sw.ts wires to its events. The server wrote every word, in the member's language; the
// worker only checks the shape, and opens only a path of this site.
import type { PushPayload } from '../../../shared/contracts/push';

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag: string;
    lang: string;
    dir: 'ltr' | 'rtl' | 'auto';
    icon: string;
    badge: string;
    data: { url: string };
  };
}

const ICON = '/icons/icon-192.png';

/** A path of this site: one slash, no scheme, no other host (`//evil.example` is another host). */
export function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && url.length <= 200;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The notification to show for a push message's data; a malformed one still shows the site's name (a push must show something). */
export function notificationOf(data: unknown): ShownNotification {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof PushPayload, unknown>>;
  const valid = isText(payload.title, 200) && typeof payload.body === 'string' && payload.body.length <= 500;
  const url = isSitePath(payload.url) ? payload.url : '/';
  return {
    title: valid ? (payload.title as string) : 'Sahel Hearts',
    options: {
      body: valid ? (payload.body as string) : '',
      tag: isText(payload.tag, 64) ? payload.tag : 'sahel-hearts',
      lang: isText(payload.lang, 8) ? payload.lang : '',
      dir: payload.dir === 'rtl' || payload.dir === 'ltr' ? payload.dir : 'auto',
      icon: ICON,
      badge: ICON,
      data: { url },
    },
  };
}

/** The path a clicked notification opens. */
export function screenOfNotification(data: unknown): string {
  const url = (typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined) ?? '/';
  return isSitePath(url) ? url : '/';
}

export interface WindowLike {
  url: string;
  focused: boolean;
}

/**
 * Which open window of the site shows the screen: one already on it, else the focused one, else
 * any; null: open a new window.
 */
export function windowFor<W extends WindowLike>(windows: readonly W[], path: string, origin: string): W | null {
  const ours = windows.filter((window) => new URL(window.url).origin === origin);
  const target = new URL(path, origin).href;
  return ours.find((window) => window.url === target) ?? ours.find((window) => window.focused) ?? ours[0] ?? null;
}
