// The member's matches going to one event, who chose to be shown, as the server lists them (docs/
// decisions/0032-events.md, "Matches going"): first names and small photos, nothing counted.
import type { MatchGoing } from '../../../../shared/contracts/member-events';
import { useTranslation } from '../../../i18n/react';

export function MatchesGoing({ eventId, matches }: { eventId: number; matches: MatchGoing[] }) {
  const { t } = useTranslation();
  if (matches.length === 0) return null;
  const headingId = `event-${eventId}-matches-going`;
  return (
    <div className="rounded-xl bg-rose-50 p-3 dark:bg-stone-800">
      <p id={headingId} className="mb-2 font-semibold">
        {t('events.member.matchesGoing')}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-3">
        {matches.map((match) => (
          <li key={match.id} className="flex items-center gap-2">
            {match.photo ? (
              <img src={match.photo.url} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-amber-200 font-bold text-amber-900"
              >
                {match.firstName.slice(0, 1)}
              </span>
            )}
            <bdi>{match.firstName}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
