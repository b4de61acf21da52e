// One member's card on a phone (narrower than 768 px): photo first. The main photo fills the
// card's width (3:4), with the name, age, city and the reasons as chips over a gradient at its
// foot, the compatibility and the Premium badge at its top; the deck lays Pass and Like over the
// photo's foot, below the words (room kept for them: PHONE_ACTIONS_ROOM). The card is the photo
// alone, so it and its buttons fit a phone's first screen above the tab bar; two chips at most, so
// the words leave the face alone. A chip, or "More", opens a sheet with every reason and the rest
// of the card.
// Kept cheap like the wide card (member-card-view.tsx): one state (the sheet), memoised.
import { ChevronUp } from 'lucide-react';
import { memo, type ReactNode, useState } from 'react';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import type { LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { percentText, reasonText } from '../member-texts';
import { CardPlace } from './card-facts';
import { CardName } from './card-name';
import { CardSheet } from './card-sheet';
import { MemberPhoto } from './member-photo';
import { phonePhotoSources } from './phone-photo';
import { PremiumBadge } from './premium-badge';

/** Room kept at the photo's foot, under the name, for the deck's round Pass and Like (size-16 at bottom-4). */
export const PHONE_ACTIONS_ROOM = 'pb-24';

interface PhoneCardViewProps {
  card: MemberCard;
  /** Only the top card has controls: the name opens the full profile, and `footer` (Report and Block) is in the sheet. */
  onOpen?: (card: MemberCard) => void;
  footer?: ReactNode;
  eager?: boolean;
  /** The top card's "Like with a comment", from the sheet: on a prompt or on the photo. */
  onComment?: (card: MemberCard, on: LikeCommentOn) => void;
}

/** The strongest reasons shown as chips over the photo: every one is in the sheet. */
const CHIPS = 2;

/** A chip over the photo's dark foot: light words on a darker glass, whatever the photo. */
const CHIP =
  'inline-flex min-h-8 max-w-full items-center rounded-full border border-white/40 bg-stone-950/60 px-3 py-1 text-start text-sm font-medium text-white backdrop-blur-sm hover:bg-stone-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export const PhoneCardView = memo(function PhoneCardView({ card, onOpen, footer, eager = false, onComment }: PhoneCardViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sheetOpen, setSheetOpen] = useState(false);
  const titleId = `member-card-${card.id}`;
  const sources = card.photo ? phonePhotoSources(card.photo) : null;
  const openSheet = () => setSheetOpen(true);

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-stone-200 bg-stone-900 shadow-md dark:border-stone-700"
    >
      <div className="relative aspect-[3/4] w-full overflow-hidden">
        <MemberPhoto
          photo={card.photo}
          name={card.displayName}
          eager={eager}
          srcSet={sources?.srcSet}
          sizes={sources?.sizes}
          className="absolute inset-0 size-full object-cover"
          initialClassName="mb-[55%] text-8xl"
        />
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
          {t('discovery.card.compatibility', { percent: percentText(card.compatibility.score, language) })}
        </span>
        {card.isPremium && <PremiumBadge className="absolute end-3 top-3" />}
        <div
          className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/90 via-stone-950/60 to-transparent px-4 pt-20 text-white ${PHONE_ACTIONS_ROOM}`}
        >
          <div className="flex items-end justify-between gap-3">
            <h2 id={titleId} className="min-w-0 text-2xl font-bold drop-shadow">
              <CardName card={card} onOpen={onOpen} overPhoto />
            </h2>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t('discovery.card.moreAbout', { name: card.displayName })}
              onClick={openSheet}
              className={`${CHIP} shrink-0 gap-1 font-semibold`}
            >
              <ChevronUp aria-hidden="true" className="size-4" />
              {t('discovery.card.more')}
            </button>
          </div>
          <CardPlace card={card} className="mt-1 text-white" />
          {card.compatibility.reasons.length > 0 && (
            <ul aria-label={t('discovery.card.reasonsLabel')} className="mt-3 flex flex-wrap gap-2">
              {card.compatibility.reasons.slice(0, CHIPS).map((reason) => (
                <li key={`${reason.code}:${reason.value ?? ''}`} className="flex max-w-full">
                  <button type="button" aria-haspopup="dialog" onClick={openSheet} className={CHIP}>
                    <span className="truncate">{reasonText(t, reason)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <CardSheet
        card={card}
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        onOpen={
          onOpen &&
          (() => {
            setSheetOpen(false);
            onOpen(card);
          })
        }
        footer={footer}
        onComment={
          onComment &&
          ((on) => {
            setSheetOpen(false);
            onComment(card, on);
          })
        }
      />
    </article>
  );
});
