// /members/{country} (decisions.md, "Discovery"): the country's live count of verified members
// for everyone, and for verified subscribers the members themselves (handed to `renderMembers`,
// which the route loads only for them, with the profile dialog: visitors never download it).
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberCard } from '../../../shared/contracts/discovery';
import { Flag } from '../../components/flag';
import type { CountryCard } from '../../../shared/countries';
import { paths } from '../../../shared/paths';
import { ListLoadFailed } from '../../components/list-states';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { useLanguage } from '../../lib/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { MembersAccessPanel } from './members-access-panel';
import { useCountryMembers } from './use-country-members';

interface MembersPageProps {
  card: CountryCard;
  /** The members a verified subscriber may meet; `onGone` takes one off (blocked, reported). */
  renderMembers: (members: MemberCard[], onGone: (memberId: string) => void) => ReactNode;
}

export function MembersPage({ card, renderMembers }: MembersPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageMeta('members');
  const { me, status: sessionStatus } = useSession();
  const { state, retry, remove } = useCountryMembers(card.slug, me.user?.id ?? null);
  const country = t(`common.countries.${card.slug}`);

  let count: ReactNode;
  if (state.status === 'ready') {
    const value = state.page.verifiedMembers;
    count = t('members.count', { count: value, value: formatNumber(value, language) });
  } else if (state.status === 'loading') {
    count = (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('common.actions.loading')}</span>
      </>
    );
  }

  let body: ReactNode = null;
  if (state.status === 'error') {
    body = <ListLoadFailed message={t('members.loadFailed')} error={state.error} onRetry={retry} className="mx-auto max-w-2xl" />;
  } else if (state.status === 'ready' && state.page.members) {
    body = renderMembers(state.page.members, remove);
  } else if (state.status === 'ready' && sessionStatus !== 'loading') {
    body = <MembersAccessPanel me={me} />;
  }

  return (
    <main id="main" className="mx-auto max-w-6xl px-6 py-10 sm:py-14">
      <Link
        to={`${paths.landing}#culture`}
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-amber-900 hover:underline dark:text-amber-200"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('members.allCountries')}
      </Link>
      <header className="mb-10 text-center">
        <Flag code={card.countryCode} className="mx-auto mb-3 h-12 w-18" />
        <h1 className="mb-3 text-3xl font-bold sm:text-4xl">{country}</h1>
        {/* A fixed height: the figure arrives after the first paint and must not move the page. */}
        <p
          aria-busy={state.status === 'loading'}
          className="mb-3 h-8 text-xl font-semibold tabular-nums text-amber-900 dark:text-amber-200"
        >
          {count}
        </p>
        <p className="mx-auto max-w-2xl text-stone-700 dark:text-stone-300">
          {t(card.slug === 'america' ? 'members.introAmerica' : 'members.intro')}
        </p>
      </header>
      {body}
    </main>
  );
}
