// The deck: the top card with the next one already drawn behind it, Pass and Like, the arrow
// keys and the drag gesture (spec "Profiles (swipe) screen"). A swipe shows the next card in the
// same frame and slides the old one out over 300 ms (transform and opacity only, on the
// compositor), both buttons disabled meanwhile; with reduced motion the slide is instant.
//
// Direction follows the layout: Pass is at the start and Like at the end, so in Arabic (right
// to left) Pass is on the right. The arrow keys and the drag follow what is seen: the arrow or
// drag toward Pass's side passes, toward Like's side likes.
//
// On a phone (narrower than 768 px) the card is photo first (card/phone-card-view.tsx) and Pass
// and Like are round buttons over the photo's foot, in a layer of their own above the cards: they
// stay in place (and keep the keyboard focus) while the cards under them change and slide.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { MemberCard, SwipeDirection } from '../../../../shared/contracts/discovery';
import type { LikeComment, LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { RTL_LANGUAGES } from '../../../../shared/constants';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { reducedMotion as reducedMotionQuery } from '../../../lib/media-query';
import { useLanguage } from '../../../lib/use-language';
import { MemberCardView } from '../card/member-card-view';
import { PhoneCardView } from '../card/phone-card-view';
import { phonePhotoSources } from '../card/phone-photo';
import { anyDialogOpen } from '../dialog/modal-dialog';
import { BlockButton } from '../safety/block-button';
import { ReportButton } from '../safety/report-button';
import { type CommentTarget, LikeCommentDialog } from './like-comment-dialog';
import { preloadImages } from './preload-images';
import { SwipeButton } from './swipe-button';
import { type Side, useDragGesture } from './use-drag-gesture';
import { phoneLayout } from './phone-layout';

/** The spec's slide: 300 ms, both buttons disabled meanwhile. */
export const SWIPE_SLIDE_MS = 300;
/** Photos fetched ahead of the card behind the top one. */
const PRELOAD_AHEAD = 3;

interface SwipeDeckProps {
  current: MemberCard;
  upcoming: readonly MemberCard[];
  /** A like may carry a comment on one of the member's prompts or their photo. */
  onSwipe: (card: MemberCard, direction: SwipeDirection, comment?: LikeComment) => void;
  onOpen: (card: MemberCard) => void;
  /** Blocked or reported: the member leaves the deck. */
  onRemoved: (card: MemberCard, why: 'blocked' | 'reported') => void;
  /**
   * The "Like with a comment" being written, held by the page: the card's buttons start it here,
   * the full profile's from the page (docs/decisions/0020-discovery.md, "A like with a comment").
   */
  commenting: CommentTarget | null;
  onCommenting: (target: CommentTarget | null) => void;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Starts the slide of the card that was swiped, from wherever a drag left it. */
function slideOut(side: Side) {
  return (element: HTMLDivElement | null) => {
    if (!element || typeof element.animate !== 'function') return;
    const sign = side === 'right' ? 1 : -1;
    const animation = element.animate(
      [
        { transform: element.style.transform || 'translateX(0)', opacity: 1 },
        { transform: `translateX(${sign * 120}%) rotate(${sign * 12}deg)`, opacity: 0 },
      ],
      { duration: SWIPE_SLIDE_MS, easing: 'ease-in', fill: 'forwards' },
    );
    return () => {
      animation.cancel();
      element.style.transform = '';
      element.style.transition = '';
    };
  };
}

export function SwipeDeck({ current, upcoming, onSwipe, onOpen, onRemoved, commenting, onCommenting }: SwipeDeckProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reducedMotion = reducedMotionQuery.useMatches();
  const phone = phoneLayout.useMatches();
  const CardView = phone ? PhoneCardView : MemberCardView;
  const [leaving, setLeaving] = useState<{ card: MemberCard; side: Side } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const passSide: Side = RTL_LANGUAGES.includes(language) ? 'right' : 'left';
  // The card behind is drawn after the swipe's frame, not in it: the urgent render only moves
  // the cards already drawn, and the new card behind follows in a transition.
  const upcomingNext = upcoming[0];
  const deferredNext = useDeferredValue(upcomingNext);
  const next = deferredNext?.id === upcomingNext?.id ? upcomingNext : undefined;

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // The sources the cards will be drawn with: the phone card's srcset, or the wide card's URL.
    const sourcesOf = (photo: NonNullable<MemberCard['photo']>) => (phone ? phonePhotoSources(photo) : { src: photo.url });
    const preloading = setTimeout(
      () => preloadImages(upcoming.slice(0, PRELOAD_AHEAD).flatMap((card) => (card.photo ? [sourcesOf(card.photo)] : []))),
      0,
    );
    return () => clearTimeout(preloading);
  }, [upcoming, phone]);

  const sliding = leaving !== null;
  const likeSide: Side = passSide === 'left' ? 'right' : 'left';
  const act = (side: Side, comment?: LikeComment) => {
    if (sliding) return;
    const direction: SwipeDirection = side === passSide ? 'pass' : 'like';
    onSwipe(current, direction, comment);
    setAnnouncement(t(direction === 'like' ? 'discovery.deck.liked' : 'discovery.deck.passed', { name: isolate(current.displayName) }));
    if (reducedMotion) return;
    setLeaving({ card: current, side });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLeaving(null), SWIPE_SLIDE_MS);
  };
  const swipeTo = (direction: SwipeDirection) => act(direction === 'pass' ? passSide : likeSide);
  // "Like with a comment": the dialog for the top card; sending it is the card's like.
  const sendComment = (target: CommentTarget, text: string) => {
    onCommenting(null);
    if (target.card.id === current.id) act(likeSide, { text, on: target.on });
  };

  const latestAct = useRef(act);
  useEffect(() => {
    latestAct.current = act;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (anyDialogOpen() || isEditable(event.target)) return;
      event.preventDefault();
      latestAct.current(event.key === 'ArrowLeft' ? 'left' : 'right');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const dragRef = useDragGesture({ enabled: !sliding, onSwipe: act, onTap: () => onOpen(current) });
  const leavingRef = useMemo(() => (leaving ? slideOut(leaving.side) : undefined), [leaving]);

  // The top card is drawn again only when it changes, not on every answer from the server: its
  // controls are made once per card, calling the page's latest handlers.
  const handlers = useRef({ onOpen, onRemoved, onCommenting });
  useEffect(() => {
    handlers.current = { onOpen, onRemoved, onCommenting };
  });
  const open = useCallback((card: MemberCard) => handlers.current.onOpen(card), []);
  const comment = useCallback((card: MemberCard, on: LikeCommentOn) => handlers.current.onCommenting({ card, on }), []);
  const footer = useMemo(
    () => (
      <>
        <ReportButton member={current} onReported={() => handlers.current.onRemoved(current, 'reported')} />
        <BlockButton member={current} onBlocked={() => handlers.current.onRemoved(current, 'blocked')} />
      </>
    ),
    [current],
  );

  // The card put back by a refused swipe may still be sliding out: it is drawn once, on top.
  const showLeaving = leaving !== null && leaving.card.id !== current.id;
  const passLabel = t('discovery.deck.pass');
  const likeLabel = t('discovery.deck.like');
  const layer = 'col-start-1 row-start-1 transition-transform duration-300 ease-out';

  return (
    <div>
      <div className="grid">
        {showLeaving && (
          <div key={leaving.card.id} ref={leavingRef} aria-hidden="true" inert className={`${layer} pointer-events-none z-20`}>
            <CardView card={leaving.card} eager />
          </div>
        )}
        <div key={current.id} ref={dragRef} className={`${layer} z-10 cursor-grab touch-pan-y select-none active:cursor-grabbing`}>
          <CardView card={current} eager onOpen={open} footer={footer} onComment={sliding ? undefined : comment} />
        </div>
        {phone && (
          // Over the photo's foot: a box the photo's size and shape, its buttons at the bottom; the
          // box lets presses through to the card (its drag), the buttons take their own.
          <div className={`${layer} pointer-events-none z-30 flex aspect-[3/4] items-end justify-center gap-14 self-start pb-4`}>
            <SwipeButton label={passLabel} busy={sliding} onClick={() => swipeTo('pass')} kind="pass" round />
            <SwipeButton label={likeLabel} busy={sliding} onClick={() => swipeTo('like')} kind="like" round />
          </div>
        )}
        {next && (
          // Drawn (and its photo fetched) so it is ready to be the top card in the swipe's frame,
          // but seen only as a plain edge under the top card: narrower, lower, and covered by a
          // surface of its own, so no sliver of its photo or words shows.
          <div key={next.id} aria-hidden="true" inert className={`${layer} relative z-0 translate-y-2.5 scale-x-[0.94]`}>
            <CardView card={next} eager />
            <div className="absolute inset-0 rounded-3xl border border-stone-300 bg-stone-100 dark:border-stone-700 dark:bg-stone-800" />
          </div>
        )}
      </div>
      {/* On a wider screen, under the card, never over it (not sticky): nothing of the card is hidden. */}
      {!phone && (
        <div className="mt-3 flex items-center justify-center gap-8">
          <SwipeButton label={passLabel} busy={sliding} onClick={() => swipeTo('pass')} kind="pass" />
          <SwipeButton label={likeLabel} busy={sliding} onClick={() => swipeTo('like')} kind="like" />
        </div>
      )}
      <p className="mt-3 text-center text-sm text-stone-700 dark:text-stone-300">{t('discovery.deck.keysHint')}</p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <LikeCommentDialog target={commenting} onClose={() => onCommenting(null)} onSend={sendComment} />
    </div>
  );
}
