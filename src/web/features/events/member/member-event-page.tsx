// One event's page for a member (docs/decisions/0032-events.md): the event as its card shows it,
// its venue once they are going, and the way back to every event.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { MemberEventCard } from './member-event-card';
import { memberEventQuery } from './member-events-api';

export function MemberEventPage({ id, isPremium }: { id: number; isPremium: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(memberEventQuery(id));
  let body;
  if (query.isPending) body = <ListLoading />;
  else if (query.isError)
    body = <ListLoadFailed message={t('events.member.eventLoadError')} error={query.error} onRetry={() => void query.refetch()} />;
  else body = <MemberEventCard event={query.data} isPremium={isPremium} />;
  return (
    <section aria-label={t('events.member.eventLabel')} className="mb-12 max-w-2xl">
      <Link to={paths.events} className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('events.member.allEvents')}
      </Link>
      {body}
    </section>
  );
}
