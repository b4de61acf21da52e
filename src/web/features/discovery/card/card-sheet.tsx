// The sheet a phone card's chips open (phone-card-view.tsx): a bottom sheet (a modal dialog,
// labelled by the member's name, that keeps the keyboard inside and closes on Escape) with the
// compatibility and every reason, then the rest of what the wide card shows (place, profession,
// the whole bio), the prompts the member answered, the way to the full profile, and Report and
// Block. On the top card, each prompt and the photo can be liked with a comment
// (docs/decisions/0020-discovery.md, "A like with a comment").
import { Briefcase, MessageSquareHeart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import type { LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ModalDialog } from '../dialog/modal-dialog';
import { BadgeRow } from './badge-row';
import { CardFact, CardPlace } from './card-facts';
import { CardPrompts } from './card-prompts';
import { CompatibilityReasons } from './compatibility-reasons';

interface CardSheetProps {
  card: MemberCard;
  open: boolean;
  onClose: () => void;
  /** Closes the sheet and opens the full profile (the top card only). */
  onOpen?: () => void;
  /** Report and Block (the top card only). */
  footer?: ReactNode;
  /** Closes the sheet and opens "Like with a comment" on a prompt or the photo (the top card only). */
  onComment?: (on: LikeCommentOn) => void;
}

export function CardSheet({ card, open, onClose, onOpen, footer, onComment }: CardSheetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `member-sheet-${card.id}`;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {t('discovery.card.nameAge', { name: isolate(card.displayName), age: formatNumber(card.age, language) })}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('discovery.profile.close')} className="btn-ghost -me-2 -mt-1 size-11 p-0">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <BadgeRow member={card} className="mb-3" />
      <CompatibilityReasons reasons={card.compatibility.reasons} />
      <div className="mt-4 space-y-2 border-t border-stone-200 pt-4 dark:border-stone-700">
        <CardPlace card={card} />
        {card.profession && (
          <CardFact icon={Briefcase} dir="auto">
            {card.profession}
          </CardFact>
        )}
        {card.bio && (
          <p dir="auto" className="whitespace-pre-line text-stone-800 dark:text-stone-200">
            {card.bio}
          </p>
        )}
        <CardPrompts
          prompts={card.prompts ?? []}
          name={card.displayName}
          onComment={onComment && ((prompt) => onComment({ prompt: prompt.key }))}
        />
        {onComment && card.photo?.id && (
          <button type="button" className="btn-secondary" onClick={() => onComment({ photo: card.photo!.id! })}>
            <MessageSquareHeart aria-hidden="true" className="size-5" />
            {t('discovery.comment.onPhoto', { name: card.displayName })}
          </button>
        )}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 pt-4 dark:border-stone-700">
        {footer}
        {onOpen && (
          <button type="button" className="btn-primary" onClick={onOpen}>
            {t('discovery.card.fullProfile')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
