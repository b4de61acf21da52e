// The admins' events API (src/server/modules/events/admin-routes.ts; docs/decisions/0032-events.md).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventInput } from '../../../../shared/contracts/admin-events';
import { cancelEvent, createEvent, listAdminEvents, publishEvent, updateEvent } from '../../../../shared/routes/admin-events';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

export const adminEventsQuery = queryOptions({
  queryKey: ['admin', 'events'],
  queryFn: ({ signal }) => callApi(listAdminEvents, { signal }),
});

/** Every write answers the event as it now stands; the list is read again (its order may change). */
function useEventWrite<Variables>(write: (variables: Variables) => Promise<AdminEvent>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQuery.queryKey }),
  });
}

/** Creates a draft (no id) or saves an edit. */
export function useSaveEvent(id: number | null) {
  return useEventWrite((input: EventInput) =>
    id === null ? callApi(createEvent, { body: input }) : callApi(updateEvent, { params: { id }, body: input }),
  );
}

export function useEventStatus() {
  return useEventWrite(({ id, action }: { id: number; action: 'publish' | 'cancel' }) =>
    callApi(action === 'publish' ? publishEvent : cancelEvent, { params: { id } }),
  );
}
