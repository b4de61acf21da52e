// The manual identity-verification queue on /admin (decision 0013): pending submissions,
// oldest first, each decided here. Shown under the counters; with the sandbox provider it is
// simply empty. A decision takes its item out of the cache (useDecideVerification).
import { useQuery } from '@tanstack/react-query';
import { QueueSection, useQueueNotice } from '../../../components/queue-section';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { VerificationItem } from './verification-item';
import { pendingVerificationsQuery } from './verification-queue-api';

export function VerificationQueue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queue = useQuery(pendingVerificationsQuery);
  const { headingId, notice, onDecided } = useQueueNotice();

  return (
    <QueueSection
      headingId={headingId}
      title={t('admin.verification.title')}
      count={(shown) => t('admin.verification.count', { shown: formatNumber(shown, language) })}
      intro={t('admin.verification.intro')}
      notice={notice}
      queue={queue}
      loadFailed={t('admin.verification.loadFailed')}
      empty={t('admin.verification.empty')}
    >
      {(items) => (
        <ol className="space-y-6">
          {items.map((item) => (
            <VerificationItem key={item.userId} item={item} onDecided={onDecided} />
          ))}
        </ol>
      )}
    </QueueSection>
  );
}
