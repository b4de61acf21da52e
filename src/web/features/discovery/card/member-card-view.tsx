// One member's card on a wide screen (spec "Profiles (swipe) screen"; 768 px and more, where a
// phone draws card/phone-card-view.tsx: docs/decisions/0020-discovery.md, "The card on a phone"):
// main photo, name and age, city with a distance bucket, profession, the bio clamped to three
// lines, compatibility with its reasons, the Premium badge, and the prompts the member answered.
// Kept cheap, since one is drawn on every swipe (docs/targets.md S4): no state, no effects, the
// photo's size set so nothing moves when it arrives, and memoised so the cards behind and leaving
// are not drawn again.
import { Briefcase } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import type { LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { percentText } from '../member-texts';
import { CardFact, CardPlace } from './card-facts';
import { CardName } from './card-name';
import { CardPrompts } from './card-prompts';
import { CompatibilityReasons } from './compatibility-reasons';
import { MemberPhoto } from './member-photo';
import { PhotoCommentButton } from './photo-comment-button';
import { PremiumBadge } from './premium-badge';

interface MemberCardViewProps {
  card: MemberCard;
  /** Only the top card has controls: the name opens the full profile, and `footer` holds Report and Block. */
  onOpen?: (card: MemberCard) => void;
  footer?: ReactNode;
  /** The top card's photo is wanted at once; the ones behind can wait their turn. */
  eager?: boolean;
  /** The top card's "Like with a comment", on one of the member's prompts or on their photo. */
  onComment?: (card: MemberCard, on: LikeCommentOn) => void;
}

export const MemberCardView = memo(function MemberCardView({ card, onOpen, footer, eager = false, onComment }: MemberCardViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `member-card-${card.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-md sm:flex-row dark:border-stone-700 dark:bg-stone-900"
    >
      {/* The photo beside the words (the deck draws this card from 768 px: sm: always applies). */}
      <div className="relative sm:w-5/12 sm:shrink-0">
        <MemberPhoto
          photo={card.photo}
          name={card.displayName}
          eager={eager}
          className="aspect-[2/1] w-full object-cover sm:aspect-auto sm:h-full sm:min-h-[22rem]"
        />
        {card.isPremium && <PremiumBadge className="absolute end-3 top-3" />}
        {onComment && card.photo?.id && (
          <PhotoCommentButton
            className="absolute start-3 top-3"
            label={t('discovery.comment.onPhoto', { name: card.displayName })}
            onClick={() => onComment(card, { photo: card.photo!.id! })}
          />
        )}
        <span className="absolute start-3 bottom-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
          {t('discovery.card.compatibility', { percent: percentText(card.compatibility.score, language) })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 sm:p-5">
        <h2 id={titleId} className="text-xl font-bold text-stone-900 dark:text-stone-50">
          <CardName card={card} onOpen={onOpen} />
        </h2>
        <CardPlace card={card} />
        {card.profession && (
          <CardFact icon={Briefcase} dir="auto">
            {card.profession}
          </CardFact>
        )}
        {/* On a phone a member's first prompt takes the bio's two lines (the profile shows both). */}
        {card.bio && (
          <p
            dir="auto"
            className={`line-clamp-2 text-stone-800 sm:line-clamp-3 dark:text-stone-200 ${card.prompts?.length ? 'max-sm:hidden' : ''}`}
          >
            {card.bio}
          </p>
        )}
        <CardPrompts
          prompts={card.prompts ?? []}
          name={card.displayName}
          compact
          onComment={onComment && ((prompt) => onComment(card, { prompt: prompt.key }))}
        />
        <CompatibilityReasons reasons={card.compatibility.reasons} />
        {footer && <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">{footer}</div>}
      </div>
    </article>
  );
});
