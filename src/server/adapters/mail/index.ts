import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { MailSender } from './mail-sender';
import { createOutboxMailSender } from './outbox-mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

export type { MailMessage, MailSender } from './mail-sender';

/** SMTP when it is configured; otherwise the development outbox table. */
export function createMailSender(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): MailSender {
  return config.SMTP_URL ? createSmtpMailSender(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailSender(db);
}
