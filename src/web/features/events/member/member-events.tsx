// The events a verified member may join, nearest first (docs/decisions/0032-events.md). A chunk
// of its own: the public events page never loads it for visitors.
import { useQuery } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import { QueryList } from '../../../components/list-states';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { MatchSharing } from './match-sharing';
import { MemberEventCard } from './member-event-card';
import { memberEventsQuery } from './member-events-api';
import { TitledSection } from '../../../components/ui/titled-section';

export function MemberEvents({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(memberEventsQuery);
  return (
    <TitledSection
      titleId="member-events-title"
      title={t('events.member.title')}
      intro={t('events.member.intro')}
      className="mb-12"
      titleClassName="mb-2 text-2xl font-bold"
      introClassName="mb-6 text-stone-700 dark:text-stone-300"
    >
      <MatchSharing />
      <QueryList
        query={query}
        isEmpty={(data) => data.events.length === 0}
        loadFailed={t('events.member.loadError')}
        empty={{
          icon: CalendarHeart,
          title: t('events.member.emptyTitle'),
          text: t('events.member.emptyText'),
          linkLabel: t('events.member.emptyLink'),
          linkTo: paths.profiles,
        }}
      >
        {(data) => (
          <div className="grid gap-6 md:grid-cols-2">
            {data.events.map((event) => (
              <MemberEventCard key={event.id} event={event} isPremium={isPremium} />
            ))}
          </div>
        )}
      </QueryList>
    </TitledSection>
  );
}
