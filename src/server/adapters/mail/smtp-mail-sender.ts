// Production: send through the SMTP server named by SMTP_URL.
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender';

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
