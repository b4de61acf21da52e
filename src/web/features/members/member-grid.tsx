// The members of a country page a verified subscriber may meet, as cards: photo, name and age,
// city, how well they match, and the button that opens their full profile.
import { Crown, UserRound } from 'lucide-react';
import { useId } from 'react';
import type { MemberCard } from '../../../shared/contracts/discovery';
import { useTranslation } from '../../i18n/react';
import { formatNumber, isolate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface MemberGridProps {
  members: MemberCard[];
  onOpen: (member: MemberCard) => void;
}

function formatPercent(score: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(score / 100);
}

export function MemberGrid({ members, onOpen }: MemberGridProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 text-2xl font-bold">
        {t('members.list.title')}
      </h2>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('members.list.note')}</p>
      {members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-600">{t('members.list.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <MemberTile key={member.id} member={member} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberTile({ member, onOpen }: { member: MemberCard; onOpen: (member: MemberCard) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900"
      >
        <div className="relative">
          {member.photo ? (
            // The name is printed under it; the full profile describes every photo.
            <img
              src={member.photo.url}
              alt=""
              width={member.photo.width}
              height={member.photo.height}
              loading="lazy"
              decoding="async"
              className="aspect-[4/5] w-full bg-stone-200 object-cover dark:bg-stone-800"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex aspect-[4/5] w-full items-center justify-center bg-gradient-to-br from-amber-200 to-rose-200 text-6xl font-bold text-amber-950 dark:from-amber-900 dark:to-rose-950 dark:text-amber-100"
            >
              {Array.from(member.displayName.trim())[0]?.toUpperCase() ?? ''}
            </span>
          )}
          {member.isPremium && (
            <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-stone-950/80 px-2.5 py-1 text-xs font-semibold text-amber-200">
              <Crown aria-hidden="true" className="size-3.5" />
              {t('members.list.premium')}
            </span>
          )}
          <span className="absolute start-3 bottom-3 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
            {t('members.list.match', { percent: formatPercent(member.compatibility.score, language) })}
          </span>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 id={nameId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            {t('members.list.nameAge', { name: isolate(member.displayName), age: formatNumber(member.age, language) })}
          </h3>
          {member.city && (
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
              <span dir="auto">{member.city}</span>
            </p>
          )}
          <div className="mt-auto pt-5">
            <button
              type="button"
              className="btn-secondary w-full"
              aria-label={t('members.list.viewProfileOf', { name: member.displayName })}
              onClick={() => onOpen(member)}
            >
              <UserRound aria-hidden="true" className="size-4" />
              {t('members.list.viewProfile')}
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}
