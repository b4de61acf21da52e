// The match moment (decisions.md, "Discovery"; docs/decisions/0020-discovery.md, "The match
// moment"): "It's a match!", both members' photos, a suggested first message and the field to
// write it, over the whole screen of a phone. Shown by the deck, and by the Likes screen through
// its route (a like back is the deck's swipe); what is underneath stays where it was.
import { Heart } from 'lucide-react';
import { useId } from 'react';
import type { MatchMoment } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { ModalDialog } from '../dialog/modal-dialog';
import { FirstMessage } from './first-message';
import { MatchPhotos } from './match-photos';

export function MatchDialog({ match, onClose }: { match: MatchMoment | null; onClose: () => void }) {
  const id = useId();
  return (
    <ModalDialog open={match !== null} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`} size="screen">
      {match && <MatchContent id={id} match={match} onClose={onClose} />}
    </ModalDialog>
  );
}

function MatchContent({ id, match, onClose }: { id: string; match: MatchMoment; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col gap-4">
      <div className="flex flex-1 flex-col items-center justify-center text-center">
        <Heart aria-hidden="true" className="mb-2 size-10 fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400" />
        <h2 id={`${id}-title`} className="mb-2 text-3xl font-bold">
          {t('discovery.match.title')}
        </h2>
        <p id={`${id}-text`} className="mb-5 text-stone-700 dark:text-stone-300">
          {t('discovery.match.text', { name: isolate(match.member.displayName) })}
        </p>
        <MatchPhotos member={match.member} />
      </div>
      {/* Keyed: another match starts with an empty field and no answer of the last one. */}
      <FirstMessage key={match.id} match={match} onClose={onClose} />
    </div>
  );
}
