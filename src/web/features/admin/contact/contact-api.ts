// The contact inbox API (src/server/modules/contact/admin-routes.ts), admins only
// (docs/decisions/0033-admin-console.md): the list, one thread, an answer and a status change.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxFilter, ContactMessageSummary, ContactStatus, ContactThread } from '../../../../shared/contracts/admin-contact';
import { getContactThread, listContactMessages, replyToContactMessage, setContactStatus } from '../../../../shared/routes/admin-console';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

const LISTS = ['admin', 'contact', 'list'] as const;

export const contactInboxQuery = (status: ContactInboxFilter) =>
  queryOptions({
    queryKey: [...LISTS, status],
    queryFn: async ({ signal }) => (await callApi(listContactMessages, { query: { status }, signal })).messages,
  });

export const contactThreadQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'contact', 'thread', id],
    queryFn: ({ signal }) => callApi(getContactThread, { params: { id }, signal }),
  });

/**
 * After a write: the thread is the answer, and the message's line in every loaded list shows its
 * new status at once. The lists reload only when next shown (a filter change, a new visit): one
 * that dropped the message now would close it under the admin's eyes.
 */
function useThreadWrite<Variables>(id: number, write: (variables: Variables) => Promise<ContactThread>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: write,
    onSuccess: (thread) => {
      queryClient.setQueryData(contactThreadQuery(id).queryKey, thread);
      const { message: _text, memberId: _member, ...summary } = thread.message;
      queryClient.setQueriesData<ContactMessageSummary[]>({ queryKey: LISTS }, (list) =>
        list?.map((message) => (message.id === id ? summary : message)),
      );
      void queryClient.invalidateQueries({ queryKey: LISTS, refetchType: 'none' });
    },
  });
}

export const useReplyToContact = (id: number) =>
  useThreadWrite(id, (input: { body: string }) => callApi(replyToContactMessage, { params: { id }, body: input }));

export const useSetContactStatus = (id: number) =>
  useThreadWrite(id, (status: ContactStatus) => callApi(setContactStatus, { params: { id }, body: { status } }));
