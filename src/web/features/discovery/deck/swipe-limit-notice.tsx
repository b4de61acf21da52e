// A Basic member's 50 swipes of the UTC day are spent (DISCOVERY_LIMITS): when they come back,
// and the way to Premium, which has no limit.
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { SwipeAllowance } from '../../../../shared/contracts/discovery';
import { DISCOVERY_LIMITS } from '../../../../shared/constants';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

export function SwipeLimitNotice({ allowance }: { allowance: SwipeAllowance | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = formatNumber(allowance?.perDay ?? DISCOVERY_LIMITS.basicSwipesPerDay, language);
  return (
    <div
      role="alert"
      className="rounded-3xl border border-amber-300 bg-amber-50 p-6 text-center text-stone-900 dark:border-amber-800 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 className="mb-2 text-2xl font-bold">{t('discovery.limit.title', { count })}</h2>
      <p className="mb-1">
        {allowance
          ? t('discovery.limit.resets', { time: formatDateTime(allowance.resetsAt, language) })
          : t('discovery.limit.resetsMidnight')}
      </p>
      <p className="mb-5">{t('discovery.limit.premium')}</p>
      <Link className="btn-primary" to={paths.pricing}>
        <Crown aria-hidden="true" className="size-4" />
        {t('discovery.premium.cta')}
      </Link>
    </div>
  );
}
