// Sends one Web Push message (docs/decisions/0035-push-notifications.md). The web-push library
// encrypts the payload for the device (RFC 8291, aes128gcm) and signs the VAPID JWT (RFC 8292);
// the request itself goes out with fetch, which never follows a redirect (a push service that
// answered with one could send the server anywhere) and gives up after a few seconds.
import webpush from 'web-push';
import type { VapidKeys } from '../../config/push';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service may keep it for an offline device. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** A message with the same topic replaces one still waiting at the push service. */
  topic?: string;
}

/** 'gone': the push service no longer knows this device (404 or 410); forget it. */
export type PushOutcome = 'delivered' | 'gone';

export interface PushSender {
  /** Throws when the push service did not take it for another reason (retried later). */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

export class PushRejectedError extends Error {
  constructor(readonly status: number) {
    super(`The push service answered ${status}`);
    this.name = 'PushRejectedError';
  }
}

const TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status < 200 || response.status > 299) throw new PushRejectedError(response.status);
      return 'delivered';
    },
  };
}
