import { BadgeCheck, Crown, Headset, MessagesSquare, Rocket, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { PREMIUM_ADDON_CENTS, PROFILE_BOOST_HOURS } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { formatNumber } from '../../lib/format';
import { formatPrice } from '../../lib/format';
import { LandingSection } from './landing-section';
import { useLanguage } from '../../lib/use-language';

// Spec section 1: the five premium perks listed on the landing page.
const PERKS = [
  { key: 'messages', Icon: MessagesSquare },
  { key: 'boost', Icon: Rocket },
  { key: 'filters', Icon: SlidersHorizontal },
  { key: 'badge', Icon: BadgeCheck },
  { key: 'support', Icon: Headset },
] as const;

export function PremiumPerksSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <LandingSection id="pricing" title={t('landing.pricing.title')} intro={t('landing.pricing.intro')}>
      <div className="mx-auto max-w-3xl overflow-hidden rounded-3xl border border-amber-300 bg-white shadow-sm dark:border-amber-800 dark:bg-stone-900">
        <div className="flex flex-col items-center justify-between gap-4 bg-linear-to-r from-amber-800 to-orange-900 px-6 py-6 text-white sm:flex-row sm:px-8 dark:from-amber-900 dark:to-orange-950">
          <p className="flex items-center gap-2 text-xl font-bold">
            <Crown aria-hidden="true" className="size-6 text-amber-200" />
            {t('landing.pricing.premium')}
          </p>
          <p className="text-center sm:text-end">
            <span className="block text-2xl font-extrabold">
              {t('landing.pricing.addonPrice', { price: formatPrice(PREMIUM_ADDON_CENTS, language) })}
            </span>
            <span className="block text-sm text-amber-100">{t('landing.pricing.addonNote')}</span>
          </p>
        </div>
        <ul className="grid gap-5 p-6 sm:grid-cols-2 sm:p-8">
          {PERKS.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-amber-300" />
              <span className="text-stone-800 dark:text-stone-200">
                {t(`landing.pricing.perks.${key}`, { hours: formatNumber(PROFILE_BOOST_HOURS, language) })}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-t border-stone-200 px-6 py-5 text-center sm:px-8 dark:border-stone-700">
          <Link to={paths.pricing} className="btn-primary">
            {t('landing.pricing.cta')}
          </Link>
        </div>
      </div>
    </LandingSection>
  );
}
