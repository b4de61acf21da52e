import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { COUNTRY_CARDS, type CountryCard } from '../../../shared/countries';
import { paths } from '../../../shared/paths';
import { toast } from '../../components/ui/toaster';
import { formatCompactNumber, formatNumber } from '../../lib/format';
import { LandingSection } from './landing-section';
import { useLanguage } from '../../lib/use-language';

/** 'Across the Sahel': the thirteen countries, each linking to its members page. */
export function CountryGridSection() {
  const { t } = useTranslation();
  const language = useLanguage();

  // Spec: a click (or Enter, which clicks a link) announces the page instead of navigating.
  // The href stays real, so "open in new tab" and direct visits reach /members/{country}.
  const announce = (event: MouseEvent<HTMLAnchorElement>, card: CountryCard) => {
    event.preventDefault();
    toast({
      description: t('common.countryComingSoon', {
        country: t(`common.countries.${card.slug}`),
        count: formatNumber(card.members, language),
      }),
    });
  };

  return (
    <LandingSection
      id="culture"
      title={t('landing.culture.title')}
      intro={t('landing.culture.intro')}
      className="bg-amber-50/60 dark:bg-stone-900"
    >
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {COUNTRY_CARDS.map((card) => (
          <li key={card.slug} className="w-[calc(50%-0.375rem)] sm:w-44 lg:w-36">
            <a
              href={paths.members(card.slug)}
              onClick={(event) => announce(event, card)}
              className="flex h-full flex-col items-center rounded-2xl border border-amber-200 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-amber-400 hover:shadow-md dark:border-stone-700 dark:bg-stone-950 dark:hover:border-amber-500"
            >
              <span aria-hidden="true" className="text-4xl leading-none">
                {card.flag}
              </span>
              <span className="mt-3 font-semibold text-stone-900 dark:text-stone-50">{t(`common.countries.${card.slug}`)}</span>
              <span className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                {t('landing.culture.members', { members: formatCompactNumber(card.members, language) })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
