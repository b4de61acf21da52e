// The event-notices job on the job queue (docs/decisions/0030-job-queue.md): once across all
// servers, every minute, the e-mails owed about events (docs/decisions/0032-events.md).
import type { JobQueue } from '../../adapters/job-queue';
import type { MailSender } from '../../adapters/mail';
import type { Database } from '../../db/client';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { sendEventNotices } from './notices';

export const EVENT_NOTICES_JOB = 'event-notices';

export function registerEventNotices(options: {
  db: Database;
  mail: MailSender;
  publicOrigin: string;
  jobs: JobQueue;
  log: { warn: (object: object, message: string) => void };
  push?: PushAnnouncer;
}): void {
  options.jobs.register({
    name: EVENT_NOTICES_JOB,
    scope: 'cluster',
    everySeconds: 60,
    handler: (now) =>
      sendEventNotices(options.db, options.mail, {
        now,
        publicOrigin: options.publicOrigin,
        log: options.log,
        ...(options.push ? { push: options.push } : {}),
      }),
  });
}
