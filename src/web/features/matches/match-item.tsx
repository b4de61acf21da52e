// One match in the list: the member's photo, name and age, city, when the match was made, and
// the things to do with it (write to them, open the profile, unmatch).
import { HeartCrack, MessageCircle, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MatchSummary } from '../../../shared/contracts/discovery';
import { paths } from '../../../shared/paths';
import { IconButton } from '../../components/icon-button';
import { MemberPicture } from '../../components/member-picture';
import { useTranslation } from '../../i18n/react';
import { formatDateTime, formatNumber, isolate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { formatRelativeTime } from './relative-time';

interface MatchItemProps {
  match: MatchSummary;
  /** When the list was drawn: every "2 days ago" counts from the same instant. */
  now: Date;
  onOpen: (match: MatchSummary) => void;
  onUnmatch: (match: MatchSummary) => void;
}

export function MatchItem({ match, now, onOpen, onUnmatch }: MatchItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  const { member } = match;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex flex-wrap items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
        {/* The name is printed beside it: the thumbnail adds nothing for a screen reader. */}
        <MemberPicture
          photo={member.photo}
          name={member.displayName}
          size={{ width: 64, height: 64 }}
          className="size-16 shrink-0 rounded-full"
          initialClassName="text-2xl"
        />
        <div className="min-w-0 flex-1">
          {/* Wraps rather than truncates: a long name never hides the age after it. */}
          <h2 id={nameId} className="text-lg font-semibold [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">
            {t('matches.nameAge', { name: isolate(member.displayName), age: formatNumber(member.age, language) })}
          </h2>
          {member.city && (
            // The city keeps its own direction inside the line, which keeps the page's.
            <p className="truncate text-sm text-stone-700 dark:text-stone-300">
              <span dir="auto">{member.city}</span>
            </p>
          )}
          <p className="text-sm text-stone-700 dark:text-stone-300">
            <time dateTime={match.matchedAt} title={formatDateTime(match.matchedAt, language)}>
              {t('matches.matched', { when: formatRelativeTime(match.matchedAt, now, language) })}
            </time>
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {/* A conversation's id is its match's (docs/decisions/0023-messages.md). */}
          <Link
            to={paths.conversation(match.id)}
            className="btn-primary flex-1 sm:flex-none"
            aria-label={t('matches.messageTo', { name: member.displayName })}
          >
            <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('matches.message')}
          </Link>
          <IconButton
            className="btn-secondary flex-1 sm:flex-none"
            icon={UserRound}
            label={t('matches.viewProfile')}
            ariaLabel={t('matches.viewProfileOf', { name: member.displayName })}
            onClick={() => onOpen(match)}
          />
          <IconButton
            className="btn-ghost flex-1 sm:flex-none"
            icon={HeartCrack}
            label={t('matches.unmatch.button')}
            ariaLabel={t('matches.unmatch.buttonFor', { name: member.displayName })}
            onClick={() => onUnmatch(match)}
          />
        </div>
      </article>
    </li>
  );
}
