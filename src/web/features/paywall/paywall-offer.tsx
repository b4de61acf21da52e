import { Check } from 'lucide-react';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { useTranslation } from '../../i18n/react';
import { formatPrice } from '../../lib/format';

const BENEFITS = ['matches', 'profiles', 'events'] as const;

/** What membership gives and costs: three benefit lines and USD 5.99 a month in the member's language. */
export function PaywallOffer() {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-3 sm:space-y-4">
      <p className="text-stone-800 dark:text-stone-200">{t('paywall.intro')}</p>
      <ul aria-label={t('paywall.benefits.label')} className="space-y-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-amber-300" />
            <span>{t(`paywall.benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
      <p className="text-2xl font-bold text-amber-900 dark:text-amber-200">
        {t('paywall.price', { price: formatPrice(BASIC_PRICE_CENTS, i18n.language) })}
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('paywall.priceNote')}</p>
    </div>
  );
}
