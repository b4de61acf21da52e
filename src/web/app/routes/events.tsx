// /events and /events/:id: the public series for everyone; for a member past every step, the
// events they may join above them, or one event on its own page, a chunk of its own that
// visitors never fetch (docs/decisions/0032-events.md). A visitor at /events/:id sees the public page.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { EventsPage } from '../../features/events/events-page';
import { useSession } from '../../lib/session/use-session';

const JoinableEvents = lazy(() => import('./events-joinable'));

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
          <JoinableEvents eventId={eventId} isPremium={me.isPremium} />
        </Suspense>
      }
    />
  );
}
