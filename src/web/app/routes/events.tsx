// The events page: the public series for everyone; for a member past every step, the events they
// may join above them, a chunk of its own that visitors never fetch (docs/decisions/0032-events.md).
import { lazy, Suspense } from 'react';
import { QueryProvider } from '../../components/query-provider';
import { EventsPage } from '../../features/events/events-page';
import { useSession } from '../../lib/session/use-session';

const MemberEvents = lazy(() => import('../../features/events/member/member-events').then((module) => ({ default: module.MemberEvents })));

export function Component() {
  const { me } = useSession();
  const canJoin = me.isAuthenticated && me.hasSubscription && me.hasCompletedQuestionnaire && me.hasVerifiedID;
  return (
    <EventsPage
      joinable={
        canJoin ? (
          <Suspense fallback={null}>
            <QueryProvider>
              <MemberEvents isPremium={me.isPremium} />
            </QueryProvider>
          </Suspense>
        ) : undefined
      }
    />
  );
}
