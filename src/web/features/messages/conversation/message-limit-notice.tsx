// A Basic member's messages of the UTC day are spent (DISCOVERY_LIMITS): the way to Premium,
// whose messages are unlimited, and when the day's messages come back. Always in the page as a
// status region, so that it is announced when a send meets the limit.
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageAllowance } from '../../../../shared/contracts/messages';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

export function MessageLimitNotice({ allowance, atLimit }: { allowance: MessageAllowance; atLimit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="status">
      {atLimit && (
        <div className="mb-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900 dark:border-amber-800 dark:bg-stone-900 dark:text-stone-100">
          <p className="font-semibold">{t('conversations.limit.upgrade')}</p>
          <p className="mb-3 text-sm">{t('conversations.limit.resets', { time: formatDateTime(allowance.resetsAt, language) })}</p>
          <Link className="btn-primary min-h-11" to={paths.pricing}>
            <Crown aria-hidden="true" className="size-4" />
            {t('conversations.limit.cta')}
          </Link>
        </div>
      )}
    </div>
  );
}
