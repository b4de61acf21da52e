// What Premium adds to discovery, under a Basic member's deck, with the way to it (/pricing).
import { Crown } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** Memoised: it does not change with the deck, which renders on every swipe. */
export const PremiumUpsell = memo(function PremiumUpsell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const perks = [
    t('discovery.premium.unlimited'),
    t('discovery.premium.filters'),
    t('discovery.premium.boost', {
      hours: formatNumber(DISCOVERY_LIMITS.boostHours, language),
      days: formatNumber(DISCOVERY_LIMITS.boostEveryDays, language),
    }),
    t('discovery.premium.badge'),
  ];
  return (
    <aside aria-labelledby="premium-upsell-title" className="mt-10 rounded-2xl border border-stone-200 p-5 dark:border-stone-700">
      <h2 id="premium-upsell-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <Crown aria-hidden="true" className="size-5 text-amber-800 dark:text-amber-300" />
        {t('discovery.premium.title')}
      </h2>
      <ul className="mb-4 list-disc space-y-1 ps-6 text-stone-800 dark:text-stone-200">
        {perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <Link className="btn-secondary" to={paths.pricing}>
        {t('discovery.premium.cta')}
      </Link>
    </aside>
  );
});
