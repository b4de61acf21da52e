// Production: Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource),
// called with fetch and HTTP basic auth, so no SDK is needed. Any failure to hand the message
// over (network, timeout, 4xx/5xx) is SmsUnavailableError; the member may ask again.
import type { TwilioSettings } from '../../config/verification';
import { type SmsSender, SmsUnavailableError } from './sms-sender';

const TIMEOUT_MS = 10_000;

export function createTwilioSmsSender(
  settings: TwilioSettings,
  /** Twilio's API; tests point it at a local fake. */
  apiBaseUrl = 'https://api.twilio.com',
): SmsSender {
  const url = `${apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  // A messaging service SID (MG...) picks the sender itself; otherwise From is our number.
  const sender: Record<string, string> = settings.from.startsWith('MG') ? { MessagingServiceSid: settings.from } : { From: settings.from };
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, Body: text, ...sender }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsUnavailableError('Twilio could not be reached', { cause: error });
      }
      if (!response.ok) {
        // Twilio's error body names the problem (code, message); never the message text itself.
        const detail = await response.text().catch(() => '');
        throw new SmsUnavailableError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
