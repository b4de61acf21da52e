import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { COUNTRY_CARDS } from '../../../shared/countries';
import { MembersPage } from '../../features/members/members-page';
import { ensureAreasForActiveLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { Component as NotFound } from './not-found';

// Only verified subscribers get members to browse: the cards and the profile dialog (with the
// member areas' data cache, and the texts the dialog speaks) load then, never for a visitor
// (docs/targets.md S1).
const PROFILE_DIALOG_AREAS = ['discovery', 'profile', 'questionnaire'];
const CountryMemberBrowser = lazy(async () => {
  const [module] = await Promise.all([import('../members/country-member-browser'), ensureAreasForActiveLanguage(PROFILE_DIALOG_AREAS)]);
  return { default: module.CountryMemberBrowser };
});

/** /members/{country}: the live count for everyone, the members for verified subscribers. */
export function Component() {
  const { t } = useTranslation();
  const { country = '' } = useParams();
  const card = COUNTRY_CARDS.find((item) => item.slug === country);
  if (!card) return <NotFound />;
  return (
    <MembersPage
      key={card.slug}
      card={card}
      renderMembers={(members, onGone) => (
        <Suspense fallback={<p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}>
          <CountryMemberBrowser members={members} onGone={onGone} />
        </Suspense>
      )}
    />
  );
}
