// How the app sends e-mail, whatever carries it: SMTP in production, the outbox table otherwise.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
