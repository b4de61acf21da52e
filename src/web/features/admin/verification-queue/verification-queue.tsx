// The manual identity-verification queue on /admin (decision 0013): pending submissions,
// oldest first, each decided here. Shown under the counters; with the sandbox provider it is
// simply empty. A decision takes its item out of the cache (useDecideVerification).
import { useQuery } from '@tanstack/react-query';
import { AdminQueue } from '../admin-queue';
import { VerificationItem } from './verification-item';
import { pendingVerificationsQuery } from './verification-queue-api';

export function VerificationQueue() {
  return (
    <AdminQueue texts="admin.verification" queue={useQuery(pendingVerificationsQuery)}>
      {(items, onDecided) => (
        <ol className="space-y-6">
          {items.map((item) => (
            <VerificationItem key={item.userId} item={item} onDecided={onDecided} />
          ))}
        </ol>
      )}
    </AdminQueue>
  );
}
