// E-mails and text messages counted where they leave, once for every caller (docs/operations.md,
// "Metrics"): app.ts wraps the mail and SMS senders with this as soon as it has them, so no
// feature counts its own sends and none can forget to.
import type { Counter } from 'prom-client';

interface Sender<Message> {
  send(message: Message): Promise<void>;
}

/** The same sender, counting each send as `sent` or, when it throws, `failed` (and still throwing). */
export function countedSends<Message>(sender: Sender<Message>, sends: Counter<'outcome'>): Sender<Message> {
  return {
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        sends.inc({ outcome: 'failed' });
        throw error;
      }
      sends.inc({ outcome: 'sent' });
    },
  };
}
