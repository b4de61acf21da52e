// /likes: the members who liked the member and whom they have not answered yet, newest first
// (docs/decisions/0020-discovery.md, "Likes"). Premium sees each one (photo, name, age, place,
// compatibility, a comment they left) and likes back, a match at once, or passes; Basic sees how
// many, their photos as tiles the server blurred (never the clear photo), how many left a comment
// (not its words), and the way to Premium.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Crown, Heart, MessageCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MatchMoment, SwipeDirection } from '../../../shared/contracts/discovery';
import type { BlurredTile, LikesResponse, ReceivedLike } from '../../../shared/contracts/likes';
import { paths } from '../../../shared/paths';
import { FormNotice } from '../../components/form/form-notice';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../components/list-states';
import { MemberPicture } from '../../components/member-picture';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatNumber, isolate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { likesQuery, useAnswerLike } from './api/likes-api';
import { CommentsHidden, ReceivedCommentView } from './received-comment';
import type { RenderMatch } from './slots';

const percentFormats = new Map<string, Intl.NumberFormat>();

/** The compatibility score in the member's language ('87%', '٨٧٪'). */
function percentText(score: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })));
  return format.format(score / 100);
}

export function LikesPage({ renderMatch }: { renderMatch: RenderMatch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageMeta('likes');
  const headingId = useId();
  const query = useInfiniteQuery(likesQuery);
  const pages = query.data?.pages;
  const first = pages?.[0];
  const count = pages?.at(-1)?.count ?? 0;

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 id={headingId} tabIndex={-1} className="mb-2 text-2xl font-bold focus:outline-none sm:text-3xl">
        {t('likes.title')}
      </h1>
      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadFailed message={t('likes.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mb-5 text-stone-700 dark:text-stone-300">{t('likes.count', { count, shown: formatNumber(count, language) })}</p>
          {count === 0 || !first ? (
            <ListEmpty
              icon={Heart}
              title={t('likes.empty.title')}
              text={t('likes.empty.text')}
              linkLabel={t('likes.empty.browse')}
              linkTo={paths.profiles}
            />
          ) : first.isPremium ? (
            <PremiumLikes
              likes={(pages ?? []).flatMap((page) => (page.isPremium ? page.likes : []))}
              headingId={headingId}
              renderMatch={renderMatch}
              percent={(score) => percentText(score, language)}
              more={
                query.hasNextPage ? (
                  <button
                    type="button"
                    className="btn-secondary mt-6"
                    disabled={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {t('likes.more')}
                  </button>
                ) : null
              }
            />
          ) : (
            <BasicLikes answer={first} />
          )}
        </>
      )}
    </main>
  );
}

interface PremiumLikesProps {
  likes: ReceivedLike[];
  headingId: string;
  renderMatch: RenderMatch;
  percent: (score: number) => string;
  more: React.ReactNode;
}

function PremiumLikes({ likes, headingId, renderMatch, percent, more }: PremiumLikesProps) {
  const { t } = useTranslation();
  const answer = useAnswerLike();
  const [outcome, setOutcome] = useState<{ text: string; match: MatchMoment | null } | null>(null);
  const [moment, setMoment] = useState<MatchMoment | null>(null);
  const focusHeading = () => requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  const [answering, setAnswering] = useState<string | null>(null);

  const send = (like: ReceivedLike, direction: SwipeDirection) => {
    setAnswering(like.member.id);
    setOutcome(null);
    answer.send(
      { targetId: like.member.id, direction },
      {
        onSuccess: (reply) => {
          const name = isolate(like.member.displayName);
          setOutcome(
            reply.match
              ? { text: t('likes.matched', { name }), match: reply.match }
              : { text: t(direction === 'like' ? 'likes.likedBack' : 'likes.passed', { name }), match: null },
          );
          // The buttons went with the member: the keyboard goes on from the heading, by the notice,
          // once the match moment (if this made a match) is closed.
          if (reply.match) setMoment(reply.match);
          else focusHeading();
        },
        onSettled: () => setAnswering(null),
      },
    );
  };

  return (
    <>
      <div className={outcome || answer.error ? 'mb-5 space-y-3' : undefined}>
        <FormNotice kind="success">{outcome?.text}</FormNotice>
        {outcome?.match && (
          <Link className="btn-primary" to={paths.conversation(outcome.match.id)}>
            <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('likes.message')}
          </Link>
        )}
        {answer.error !== null && <FormNotice kind="error">{errorMessage(t, answer.error)}</FormNotice>}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {likes.map((like) => (
          <LikeCard
            key={like.member.id}
            like={like}
            percent={percent}
            busy={answering === like.member.id}
            onAnswer={(direction) => send(like, direction)}
          />
        ))}
      </ul>
      {more}
      {renderMatch(moment, () => {
        setMoment(null);
        focusHeading();
      })}
    </>
  );
}

interface LikeCardProps {
  like: ReceivedLike;
  percent: (score: number) => string;
  busy: boolean;
  onAnswer: (direction: SwipeDirection) => void;
}

function LikeCard({ like, percent, busy, onAnswer }: LikeCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const { member } = like;
  const name = member.displayName;
  // The buttons say what they do ("Like back"), and the card's heading (name and age) describes them.
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
        <div className="relative">
          <MemberPicture
            photo={member.photo}
            name={name}
            className="aspect-[4/5] w-full"
            initialClassName="text-5xl"
            size={{ width: 240, height: 300 }}
          />
          <span className="absolute start-2 bottom-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
            {t('likes.compatibility', { percent: percent(member.compatibility.score) })}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h2 id={nameId} className="text-base font-semibold [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">
            {t('likes.nameAge', { name: isolate(name), age: formatNumber(member.age, language) })}
          </h2>
          {member.city && (
            <p className="truncate text-sm text-stone-700 dark:text-stone-300">
              <span dir="auto">{member.city}</span>
            </p>
          )}
          {like.comment && <ReceivedCommentView comment={like.comment} />}
          <div className="mt-auto flex gap-2 pt-2">
            <AnswerButton direction="pass" describedBy={nameId} busy={busy} onAnswer={onAnswer} />
            <AnswerButton direction="like" describedBy={nameId} busy={busy} onAnswer={onAnswer} />
          </div>
        </div>
      </article>
    </li>
  );
}

interface AnswerButtonProps {
  direction: SwipeDirection;
  /** The card's heading, which says whom the answer is for. */
  describedBy: string;
  /** An answer on its way: the button stays focusable but does nothing. */
  busy: boolean;
  onAnswer: (direction: SwipeDirection) => void;
}

/** Pass or Like back: its words shown from a small screen up, read out everywhere. */
function AnswerButton({ direction, describedBy, busy, onAnswer }: AnswerButtonProps) {
  const { t } = useTranslation();
  const like = direction === 'like';
  const Icon = like ? Heart : X;
  return (
    <button
      type="button"
      className={`${like ? 'btn-primary' : 'btn-secondary'} min-h-11 flex-1 px-2`}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onAnswer(direction)}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t(like ? 'likes.likeBack' : 'likes.pass')}</span>
    </button>
  );
}

/** Basic: how many, blurred tiles that name nobody, and the way to see them. */
function BasicLikes({ answer }: { answer: Extract<LikesResponse, { isPremium: false }> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hidden = answer.count - answer.tiles.length;
  return (
    <>
      <aside
        aria-labelledby="likes-upgrade-title"
        className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-800 dark:bg-stone-900"
      >
        <h2 id="likes-upgrade-title" className="mb-1 flex items-center gap-2 text-lg font-bold">
          <Crown aria-hidden="true" className="size-5 text-amber-800 dark:text-amber-300" />
          {t('likes.upgrade.title')}
        </h2>
        <p className="mb-3 text-stone-800 dark:text-stone-200">{t('likes.upgrade.text')}</p>
        <CommentsHidden count={answer.tiles.filter((tile) => tile.commented).length} />
        <Link className="btn-primary" to={paths.pricing}>
          {t('likes.upgrade.cta')}
        </Link>
      </aside>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4" aria-label={t('likes.hiddenList')}>
        {answer.tiles.map((tile, index) => (
          // The tiles name nobody and never change order while shown: their place is their key.
          <HiddenTile key={index} tile={tile} />
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">
          {t('likes.andMore', { count: hidden, shown: formatNumber(hidden, language) })}
        </p>
      )}
    </>
  );
}

function HiddenTile({ tile }: { tile: BlurredTile }) {
  const { t } = useTranslation();
  return (
    <li className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-amber-200 to-rose-200 dark:from-amber-900 dark:to-rose-950">
      {tile.preview && (
        // A few dozen pixels the server blurred, drawn large: the blur is in the bytes.
        <img
          src={tile.preview.url}
          alt=""
          width={tile.preview.width}
          height={tile.preview.height}
          loading="lazy"
          decoding="async"
          data-testid="blurred-tile"
          className="aspect-[4/5] w-full scale-110 object-cover blur-sm"
        />
      )}
      {!tile.preview && <span aria-hidden="true" className="block aspect-[4/5] w-full" />}
      <span className="absolute inset-0 flex items-center justify-center">
        <Heart aria-hidden="true" className="size-7 fill-white/80 text-white drop-shadow" />
        <span className="sr-only">{t('likes.hiddenMember')}</span>
      </span>
    </li>
  );
}
