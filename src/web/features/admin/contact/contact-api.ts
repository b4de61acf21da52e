// The contact inbox API (src/server/modules/contact/admin-routes.ts), admins only
// (docs/decisions/0033-admin-console.md): the list, one thread, an answer and a status change.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxFilter, ContactStatus, ContactThread } from '../../../../shared/contracts/admin-contact';
import { getContactThread, listContactMessages, replyToContactMessage, setContactStatus } from '../../../../shared/routes/admin-console';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

export const contactInboxQuery = (status: ContactInboxFilter) =>
  queryOptions({
    queryKey: ['admin', 'contact', 'list', status],
    queryFn: async ({ signal }) => (await callApi(listContactMessages, { query: { status }, signal })).messages,
  });

export const contactThreadQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'contact', 'thread', id],
    queryFn: ({ signal }) => callApi(getContactThread, { params: { id }, signal }),
  });

/** After a write: the thread is the answer; every list reloads (the message may move between them). */
function useThreadWrite<Variables>(id: number, write: (variables: Variables) => Promise<ContactThread>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: write,
    onSuccess: (thread) => {
      queryClient.setQueryData(contactThreadQuery(id).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contact', 'list'] });
    },
  });
}

export const useReplyToContact = (id: number) =>
  useThreadWrite(id, (input: { body: string }) => callApi(replyToContactMessage, { params: { id }, body: input }));

export const useSetContactStatus = (id: number) =>
  useThreadWrite(id, (status: ContactStatus) => callApi(setContactStatus, { params: { id }, body: { status } }));
