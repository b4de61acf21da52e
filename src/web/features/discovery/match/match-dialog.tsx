// "It's a match!" (decisions.md, "Discovery"): shown when a like made a match, with both members'
// photos and the way to the match list; the deck stays where it was underneath.
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MatchSummary } from '../../../../shared/contracts/discovery';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { ownMainPhotoQuery } from '../api/discovery-api';
import { MemberPhoto } from '../card/member-photo';
import { ModalDialog } from '../dialog/modal-dialog';

export function MatchDialog({ match, onClose }: { match: MatchSummary | null; onClose: () => void }) {
  const id = useId();
  return (
    <ModalDialog open={match !== null} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      {match && <MatchContent id={id} match={match} onClose={onClose} />}
    </ModalDialog>
  );
}

function MatchContent({ id, match, onClose }: { id: string; match: MatchSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const own = useQuery(ownMainPhotoQuery);
  const ownName = me.user?.displayName ?? '';
  const photoClass = 'size-28 rounded-full border-4 border-white object-cover shadow-lg sm:size-36 dark:border-stone-900';
  return (
    <div className="text-center">
      <Heart aria-hidden="true" className="mx-auto mb-2 size-10 fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400" />
      <h2 id={`${id}-title`} className="mb-2 text-3xl font-bold">
        {t('discovery.match.title')}
      </h2>
      <p id={`${id}-text`} className="mb-6 text-stone-700 dark:text-stone-300">
        {t('discovery.match.text', { name: isolate(match.member.displayName) })}
      </p>
      <div className="mb-6 flex items-center justify-center -space-x-4">
        <MemberPhoto photo={own.data ?? null} name={ownName} alt={t('discovery.match.yourPhoto')} className={photoClass} eager />
        <MemberPhoto photo={match.member.photo} name={match.member.displayName} className={photoClass} eager />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link className="btn-primary" to={paths.matches}>
          {t('discovery.match.seeMatches')}
        </Link>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('discovery.match.keepSwiping')}
        </button>
      </div>
    </div>
  );
}
