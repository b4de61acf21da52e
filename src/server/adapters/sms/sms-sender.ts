// How the app sends text messages, whatever carries them: Twilio in production, the development
// outbox otherwise.
export interface SmsMessage {
  /** E.164, e.g. +15551234567. */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Throws SmsUnavailableError when the message could not be handed over. */
  send(message: SmsMessage): Promise<void>;
}

/** The SMS service did not take the message (network, 5xx, not configured): 503 SMS_PROVIDER_UNAVAILABLE. */
export class SmsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsUnavailableError';
  }
}
