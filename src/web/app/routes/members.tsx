import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { COUNTRY_CARDS } from '../../../shared/countries';
import { paths } from '../../../shared/paths';
import { formatNumber } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { Component as NotFound } from './not-found';

/** /members/{country}: until member pages exist, the spec's 'Coming soon' message for that country. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { country = '' } = useParams();
  usePageMeta('members');
  const card = COUNTRY_CARDS.find((item) => item.slug === country);
  if (!card) return <NotFound />;
  const name = t(`common.countries.${card.slug}`);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-20 text-center">
      <p aria-hidden="true" className="mb-4 text-6xl">
        {card.flag}
      </p>
      <h1 className="mb-4 text-3xl font-bold">{name}</h1>
      <p role="status" className="mb-8 text-lg">
        {t('common.countryComingSoon', { country: name, count: formatNumber(card.members, i18n.language) })}
      </p>
      <Link className="btn-primary" to={`${paths.landing}#culture`}>
        {t('common.comingSoon.explore')}
      </Link>
    </main>
  );
}
