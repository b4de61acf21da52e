// /profiles: the deck of verified members, best matches first (spec "Profiles (swipe) screen",
// decisions.md "Discovery"). The page holds what is around the deck: the allowance, Premium's
// filters and boost, the full profile, "It's a match!", and what a block or report leaves behind.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { MemberCard } from '../../../shared/contracts/discovery';
import { FormNotice } from '../../components/form/form-notice';
import { RetryNotice } from '../../components/list-states';
import { isNetworkFailure } from '../../components/offline-marker';
import { useOnline } from '../../lib/offline/use-online';
import { DeckOffline } from './deck/deck-offline';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { isolate } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { usePageMeta } from '../../lib/use-page-meta';
import { type DeckFilterValues, deckSearch, filtersFromSearch, NO_FILTERS } from './api/deck-search';
import { BoostPanel } from './boost/boost-panel';
import { NeedsProfileNotice } from './deck/needs-profile-notice';
import { NoMoreProfiles } from './deck/no-more-profiles';
import { PausedNotice } from './deck/paused-notice';
import { SwipeAllowanceLine } from './deck/swipe-allowance';
import type { CommentTarget } from './deck/like-comment-dialog';
import { SwipeDeck } from './deck/swipe-deck';
import { SwipeLimitNotice } from './deck/swipe-limit-notice';
import { type DeckState, useDeck } from './deck/use-deck';
import { DeckFilters } from './filters/deck-filters';
import { MatchDialog } from './match/match-dialog';
import { PremiumUpsell } from './premium-upsell';
import { MemberProfileDialog } from './profile/member-profile-dialog';
import { OPEN_MEMBER_PARAM } from '../../lib/open-member';

export function DiscoveryPage() {
  const { t } = useTranslation();
  usePageMeta('profiles');
  const { me } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Filters are Premium's (the server refuses them from a Basic member): a Basic member's address
  // may carry some, from a shared link, and they are left out.
  const isPremium = me.isPremium;
  const applied = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const deck = useDeck(isPremium ? applied : NO_FILTERS);

  // Another screen may send a member here to open someone's profile (lib/open-member.ts).
  const [openMemberId, setOpenMemberId] = useState<string | null>(() => searchParams.get(OPEN_MEMBER_PARAM));
  const closeProfile = () => {
    setOpenMemberId(null);
    if (searchParams.has(OPEN_MEMBER_PARAM)) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(OPEN_MEMBER_PARAM);
      setSearchParams(rest, { replace: true });
    }
  };
  const [notice, setNotice] = useState('');
  const deckRef = useRef<HTMLElement>(null);
  // "Like with a comment", from the top card or from its full profile (which closes for it).
  const [commenting, setCommenting] = useState<CommentTarget | null>(null);
  const top = swipeableCard(deck);
  const commentFromProfile =
    top && top.id === openMemberId
      ? (on: CommentTarget['on']) => {
          closeProfile();
          setCommenting({ card: top, on });
        }
      : undefined;

  const removeMember = (memberId: string, name: string, why: 'blocked' | 'reported') => {
    deck.remove(memberId);
    setNotice(t(why === 'blocked' ? 'discovery.block.done' : 'discovery.report.done', { name: isolate(name) }));
    // The control that was used has gone with the card: the keyboard goes on from the deck.
    deckRef.current?.focus();
  };
  const nameOf = (memberId: string) => [deck.current, ...deck.upcoming].find((card) => card?.id === memberId)?.displayName ?? '';

  const applyFilters = useCallback(
    (values: DeckFilterValues) => setSearchParams(new URLSearchParams(deckSearch(values))),
    [setSearchParams],
  );

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-4 pb-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('discovery.title')}</h1>
      <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">{t('discovery.intro')}</p>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {deck.allowance && <SwipeAllowanceLine allowance={deck.allowance} />}
        <div className="flex flex-wrap items-center gap-2">
          {/* Premium's rewind after a pass; Basic members are not shown it (docs/decisions/0020-discovery.md, "Rewind"). */}
          {isPremium && deck.canRewind && (
            <button
              type="button"
              className="btn-secondary min-h-11"
              aria-disabled={deck.rewinding || undefined}
              onClick={() =>
                !deck.rewinding &&
                deck.rewind((member) => {
                  setNotice(t('discovery.rewind.done', { name: isolate(member.displayName) }));
                  deckRef.current?.focus();
                })
              }
            >
              <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('discovery.rewind.button')}
            </button>
          )}
          <DeckFilters isPremium={isPremium} applied={applied} onApply={applyFilters} />
        </div>
      </div>
      <section ref={deckRef} tabIndex={-1} aria-label={t('discovery.deck.label')} className="outline-none">
        <div className={notice ? 'mb-3' : undefined}>
          <FormNotice kind="success">{notice || undefined}</FormNotice>
        </div>
        {deck.rewindError !== null && (
          <div className="mb-3">
            <FormNotice kind="error">{errorMessage(t, deck.rewindError)}</FormNotice>
          </div>
        )}
        {deck.swipeError !== null && (
          <div className="mb-3">
            <FormNotice kind="error">{errorMessage(t, deck.swipeError)}</FormNotice>
          </div>
        )}
        <DeckBody
          deck={deck}
          onOpen={(card) => setOpenMemberId(card.id)}
          onRemoved={(card, why) => removeMember(card.id, card.displayName, why)}
          commenting={commenting}
          onCommenting={setCommenting}
        />
      </section>
      {/* Below the deck, not above it: the card and Pass and Like come first on the first screen.
          Not while the profile is paused: nobody is shown it, so the server refuses a boost. */}
      {isPremium && deck.boost && !deck.paused && (
        <div className="mt-6">
          <BoostPanel boost={deck.boost} />
        </div>
      )}
      {!isPremium && <PremiumUpsell />}
      <MemberProfileDialog
        memberId={openMemberId}
        open={openMemberId !== null}
        onClose={closeProfile}
        onBlocked={(memberId) => removeMember(memberId, nameOf(memberId), 'blocked')}
        onReported={(memberId) => removeMember(memberId, nameOf(memberId), 'reported')}
        onComment={commentFromProfile}
      />
      <MatchDialog match={deck.match} onClose={deck.dismissMatch} />
    </main>
  );
}

/** The top card when the deck shows it with Pass and Like (what DeckBody draws as the SwipeDeck). */
function swipeableCard(deck: DeckState): MemberCard | null {
  if (deck.status !== 'ready' || deck.needsProfile || deck.paused || deck.atLimit) return null;
  return deck.current ?? null;
}

interface DeckBodyProps {
  deck: DeckState;
  onOpen: (card: MemberCard) => void;
  onRemoved: (card: MemberCard, why: 'blocked' | 'reported') => void;
  commenting: CommentTarget | null;
  onCommenting: (target: CommentTarget | null) => void;
}

function DeckBody({ deck, onOpen, onRemoved, commenting, onCommenting }: DeckBodyProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if ((!online && deck.status !== 'ready') || (deck.status === 'error' && isNetworkFailure(deck.error))) {
    return <DeckOffline onRetry={deck.retry} />;
  }
  if (deck.status === 'loading') return <DeckPlaceholder text={t('discovery.deck.loading')} />;
  if (deck.status === 'error') {
    return <RetryNotice message={errorMessage(t, deck.error)} onRetry={deck.retry} />;
  }
  if (deck.needsProfile) return <NeedsProfileNotice />;
  if (deck.paused) return <PausedNotice />;
  if (deck.atLimit && deck.current) return <SwipeLimitNotice allowance={deck.allowance ?? null} />;
  if (deck.current) {
    return (
      <SwipeDeck
        current={deck.current}
        upcoming={deck.upcoming}
        onSwipe={deck.swipe}
        onOpen={onOpen}
        onRemoved={onRemoved}
        commenting={commenting}
        onCommenting={onCommenting}
      />
    );
  }
  if (deck.exhausted) {
    return (
      <NoMoreProfiles
        canViewAgain={deck.canViewAgain}
        waiting={!deck.swipesSettled}
        viewingAgain={deck.viewingAgain}
        error={deck.viewAgainError}
        onViewAgain={deck.viewAgain}
      />
    );
  }
  return <DeckPlaceholder text={t('discovery.deck.loading')} />;
}

/** Holds the card's place while members load, so nothing below jumps when they arrive. */
function DeckPlaceholder({ text }: { text: string }) {
  return (
    <div className="flex min-h-[28rem] items-center justify-center rounded-3xl border border-dashed border-stone-300 p-8 text-stone-700 dark:border-stone-700 dark:text-stone-300">
      <p role="status">{text}</p>
    </div>
  );
}
