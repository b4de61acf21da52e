import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { BASIC_PRICE_CENTS, PREMIUM_ADDON_CENTS } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';
import { LandingSection } from './landing-section';
import { useLanguage } from '../../lib/use-language';

export const FAQ_KEYS = ['join', 'verification', 'price', 'privacy', 'marriage', 'events', 'safety'] as const;

/** Native <details> disclosures: keyboard and screen-reader support without any script. */
export function FaqSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const prices = { price: formatPrice(BASIC_PRICE_CENTS, language), addon: formatPrice(PREMIUM_ADDON_CENTS, language) };
  return (
    <LandingSection id="faq" title={t('landing.faq.title')}>
      <div className="mx-auto max-w-3xl divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
        {FAQ_KEYS.map((key) => (
          <details key={key} className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-stone-900 marker:content-none dark:text-stone-50 [&::-webkit-details-marker]:hidden">
              {t(`landing.faq.items.${key}.question`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-amber-800 transition-transform group-open:rotate-180 dark:text-amber-300"
              />
            </summary>
            <p className="pb-5 leading-7 text-stone-700 dark:text-stone-300">{t(`landing.faq.items.${key}.answer`, prices)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
