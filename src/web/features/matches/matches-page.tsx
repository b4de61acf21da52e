// /matches: the member's confirmed matches, newest first (decisions.md, "Discovery"), each with
// their photo, name and when the match was made; the full profile opens over the list, and an
// unmatch asks first. Behind every onboarding step (src/web/app/routes/matches.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import type { MatchList, MatchSummary } from '../../../shared/contracts/discovery';
import { paths } from '../../../shared/paths';
import { FormNotice } from '../../components/form/form-notice';
import { QueryList } from '../../components/list-states';
import { useTranslation } from '../../i18n/react';
import { isolate } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { matchesQuery } from './api/matches-api';
import type { DialogComponent, RenderProfile } from './dialog-slot';
import { MatchItem } from './match-item';
import { UnmatchConfirmation } from './unmatch-confirmation';

interface MatchesPageProps {
  Dialog: DialogComponent;
  renderProfile: RenderProfile;
}

export function MatchesPage({ Dialog, renderProfile }: MatchesPageProps) {
  const { t } = useTranslation();
  usePageMeta('matches');
  const queryClient = useQueryClient();
  const list = useQuery(matchesQuery);
  // One instant for the whole list, taken when the page opened.
  const [now] = useState(() => new Date());
  const [opened, setOpened] = useState<MatchSummary | null>(null);
  const [unmatching, setUnmatching] = useState<MatchSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  /** The match is over (unmatched, or the member blocked or reported): off the list, said aloud. */
  const remove = useCallback(
    (match: MatchSummary, message: string) => {
      queryClient.setQueryData<MatchList>(matchesQuery.queryKey, (current) =>
        current ? { matches: current.matches.filter((item) => item.id !== match.id) } : current,
      );
      setNotice(message);
      // Its buttons are gone: the focus goes back to the page's heading, next to the notice.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    [headingId, queryClient],
  );

  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12">
      <h1 id={headingId} tabIndex={-1} className="mb-2 text-3xl font-bold focus:outline-none">
        {t('matches.title')}
      </h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('matches.intro')}</p>
      <div className={notice ? 'mb-6' : undefined}>
        <FormNotice kind="success">{notice}</FormNotice>
      </div>
      <QueryList
        query={list}
        isEmpty={(data) => data.matches.length === 0}
        loadFailed={t('matches.loadFailed')}
        empty={{
          icon: HeartHandshake,
          title: t('matches.empty.title'),
          text: t('matches.empty.text'),
          linkLabel: t('matches.empty.browse'),
          linkTo: paths.profiles,
        }}
      >
        {(data) => (
          <ul className="space-y-4">
            {data.matches.map((match) => (
              <MatchItem key={match.id} match={match} now={now} onOpen={setOpened} onUnmatch={setUnmatching} />
            ))}
          </ul>
        )}
      </QueryList>
      {opened &&
        renderProfile(
          opened.member,
          () => setOpened(null),
          () => {
            const gone = opened;
            setOpened(null);
            remove(gone, t('matches.gone', { name: isolate(gone.member.displayName) }));
          },
        )}
      <UnmatchConfirmation
        Dialog={Dialog}
        match={unmatching}
        onCancel={() => setUnmatching(null)}
        onUnmatched={(match) => {
          setUnmatching(null);
          remove(match, t('matches.unmatch.done', { name: isolate(match.member.displayName) }));
        }}
      />
    </main>
  );
}
