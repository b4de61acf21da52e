// The events a member may join (docs/decisions/0032-events.md): the list's one cache key, and
// going or leaving, each answered with the event as it now stands, and the switch "Show me to my
// matches as going".
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { EventSharing, MemberEvent, MemberEventList } from '../../../../shared/contracts/member-events';
import {
  getEventSharing,
  getMemberEvent,
  joinEvent,
  leaveEvent,
  listMemberEvents,
  saveEventSharing,
} from '../../../../shared/routes/member-events';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { useReplacingSave } from '../../../lib/query/use-replacing-save';

export const memberEventsQuery = queryOptions({
  queryKey: ['member-events'],
  queryFn: ({ signal }) => callApi(listMemberEvents, { signal }),
});

/** One event (GET /api/events/:id), for its own page. */
export const memberEventQuery = (id: number) =>
  queryOptions({
    queryKey: ['member-events', id],
    queryFn: ({ signal }) => callApi(getMemberEvent, { params: { id }, signal }),
  });

export type RsvpChange = { id: number; going: boolean };

/** Going (PUT) or not going any more (DELETE); the list shows the event's answer in its place. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, going }: RsvpChange): Promise<MemberEvent> => callApi(going ? joinEvent : leaveEvent, { params: { id } }),
    onSuccess: (event) => {
      queryClient.setQueryData(memberEventQuery(event.id).queryKey, event);
      queryClient.setQueryData<MemberEventList>(memberEventsQuery.queryKey, (list) =>
        list ? { events: list.events.map((candidate) => (candidate.id === event.id ? event : candidate)) } : list,
      );
    },
  });
}

/** "Show me to my matches as going": one switch for every event, off by default. */
export const eventSharingQuery = queryOptions({
  queryKey: ['event-sharing'],
  queryFn: ({ signal }) => callApi(getEventSharing, { signal }),
});

/** Saves the switch; the events are read again, since the matches they show depend on it. */
export const useSaveEventSharing = () =>
  useReplacingSave(eventSharingQuery.queryKey, (settings: EventSharing) => callApi(saveEventSharing, { body: settings }), [
    memberEventsQuery.queryKey,
  ]);
