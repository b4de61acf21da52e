import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { createOutboxSmsSender } from './outbox-sms-sender';
import { type SmsSender, SmsUnavailableError } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export type { SmsSender } from './sms-sender';

/** A sender that refuses every message: production without Twilio settings. */
const unconfiguredSender: SmsSender = {
  async send() {
    throw new SmsUnavailableError('No SMS provider is configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)');
  },
};

/** Twilio when configured; otherwise the development outbox, or nothing at all in production. */
export function createSmsSender(config: Pick<AppConfig, 'twilio' | 'NODE_ENV'>, db: Database): SmsSender {
  if (config.twilio) return createTwilioSmsSender(config.twilio);
  return config.NODE_ENV === 'production' ? unconfiguredSender : createOutboxSmsSender(db);
}
