// The events a verified member may join, or one of them on its own page (docs/decisions/0032-events.md),
// with the data cache member screens use: a chunk of its own, so that the public /events page
// never loads TanStack Query (docs/decisions/0016-data-loading.md).
import { QueryProvider } from '../../components/query-provider';
import { MemberEventPage } from '../../features/events/member/member-event-page';
import { MemberEvents } from '../../features/events/member/member-events';

export default function JoinableEvents({ eventId, isPremium }: { eventId: number | null; isPremium: boolean }) {
  return (
    <QueryProvider>
      {eventId === null ? <MemberEvents isPremium={isPremium} /> : <MemberEventPage key={eventId} id={eventId} isPremium={isPremium} />}
    </QueryProvider>
  );
}
