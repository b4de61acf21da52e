import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { COUNTRY_CARDS } from '../../../shared/countries';
import { paths } from '../../../shared/paths';
import { formatCompactNumber } from '../../lib/format';
import { Flag } from '../../components/flag';
import { LandingSection } from './landing-section';
import { useLanguage } from '../../lib/use-language';
import { useCountryCounts } from './use-country-counts';
import { useLandingView } from '../../lib/landing-content';

/**
 * 'Across the Sahel': the thirteen countries (or those an admin published, in their order), each linking to its members page, with that page's
 * live count of members (decisions.md, "Discovery": the cards link to real pages).
 */
export function CountryGridSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useCountryCounts();
  // The admins' published choice and order of countries, and its introduction (landing-content.ts).
  const published = useLandingView();
  const cards = published ? published.countries.flatMap((slug) => COUNTRY_CARDS.filter((card) => card.slug === slug)) : COUNTRY_CARDS;

  return (
    <LandingSection
      id="culture"
      title={t('landing.culture.title')}
      intro={published?.texts.countriesIntro ?? t('landing.culture.intro')}
      band="amber"
    >
      <ul className="flex flex-wrap justify-center gap-3 sm:gap-4">
        {cards.map((card) => (
          <li key={card.slug} className="w-[calc(50%-0.375rem)] sm:w-44 lg:w-36">
            <Link
              to={paths.members(card.slug)}
              className="flex h-full flex-col items-center rounded-2xl border border-amber-200 bg-white px-3 py-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-amber-400 hover:shadow-md dark:border-stone-700 dark:bg-stone-950 dark:hover:border-amber-500"
            >
              <Flag code={card.countryCode} className="h-8 w-12" lazy />
              <span className="mt-3 font-semibold text-stone-900 dark:text-stone-50">{t(`common.countries.${card.slug}`)}</span>
              {/* A fixed line: the figure arrives after first paint and must not move anything. */}
              <span className="mt-1 min-h-5 text-sm text-stone-700 dark:text-stone-300">
                {counts.status === 'ready' && counts.countries[card.slug] !== undefined ? (
                  t('landing.culture.members', { members: formatCompactNumber(counts.countries[card.slug], language) })
                ) : counts.status === 'loading' ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('common.actions.loading')}</span>
                  </>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
