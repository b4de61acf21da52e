// /events and /events/:id: the public series for everyone; for a member past every step, the
// events they may join above them, or one event on its own page, chunks of their own that
// visitors never fetch (docs/decisions/0032-events.md). A visitor at /events/:id sees the public page.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { QueryProvider } from '../../components/query-provider';
import { EventsPage } from '../../features/events/events-page';
import { useSession } from '../../lib/session/use-session';

const MemberEvents = lazy(() => import('../../features/events/member/member-events').then((module) => ({ default: module.MemberEvents })));
const MemberEventPage = lazy(() =>
  import('../../features/events/member/member-event-page').then((module) => ({ default: module.MemberEventPage })),
);

export function Component() {
  const { me } = useSession();
  const { id } = useParams();
  const canJoin = me.isAuthenticated && me.hasSubscription && me.hasCompletedQuestionnaire && me.hasVerifiedID;
  if (!canJoin) return <EventsPage />;
  const eventId = id !== undefined && /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  return (
    <EventsPage
      joinable={
        <Suspense fallback={null}>
          <QueryProvider>
            {eventId === null ? (
              <MemberEvents isPremium={me.isPremium} />
            ) : (
              <MemberEventPage key={eventId} id={eventId} isPremium={me.isPremium} />
            )}
          </QueryProvider>
        </Suspense>
      }
    />
  );
}
