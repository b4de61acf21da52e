// The push-notices job on the job queue (docs/decisions/0030-job-queue.md): once across all
// servers, every minute and whenever a notice is owed, the notifications waiting
// (docs/decisions/0035-push-notifications.md).
import type { JobQueue } from '../../adapters/job-queue';
import type { PushSender } from '../../adapters/push';
import type { Database } from '../../db/client';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { pushAnnouncer } from './notices';
import { sendPushNotices } from './send-notices';

export const PUSH_NOTICES_JOB = 'push-notices';

type Log = { warn: (object: object, message: string) => void };

/**
 * Registers the job and answers the announcer the features are handed. `kickAtOnce`: queue a
 * run as soon as a notice is owed (servers); tests run the job themselves.
 */
export function registerPushNotices(options: {
  db: Database;
  sender: PushSender;
  jobs: JobQueue;
  kickAtOnce: boolean;
  log: Log;
}): PushAnnouncer {
  const { db, sender, jobs, log } = options;
  jobs.register({
    name: PUSH_NOTICES_JOB,
    scope: 'cluster',
    everySeconds: 60,
    retryDelaySeconds: 10,
    handler: (now) => sendPushNotices(db, sender, { now, log }),
  });
  const kick = () => {
    if (!options.kickAtOnce || !jobs.running()) return;
    jobs.runNow(PUSH_NOTICES_JOB).catch((error: unknown) => log.warn({ err: error }, 'push-notices run not queued'));
  };
  return pushAnnouncer(db, kick, log);
}
