// The members pages API (src/server/modules/member-admin/routes.ts), admins only
// (docs/decisions/0033-admin-console.md). Suspend and ban go through moderation's route, as the
// reports queue sends them; the other actions through the account-actions route.
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { MemberAction, MemberRole } from '../../../../shared/contracts/admin-members';
import { actOnMember, changeMemberRole, getMemberFile, getMemberHistory, searchMembers } from '../../../../shared/routes/admin-console';
import { moderateMember } from '../../../../shared/routes/moderation';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

/** The search a page at a time, newest account first: each page starts where the server's cursor says. */
export const memberSearchQuery = (words: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'members', 'search', words],
    queryFn: ({ pageParam, signal }) => callApi(searchMembers, { query: { q: words, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: words.trim().length > 0,
  });

/** The audit log's entries about a member, a page at a time, newest first. */
export const memberHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'members', 'history', id],
    queryFn: ({ pageParam, signal }) => callApi(getMemberHistory, { params: { id }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const memberFileQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'members', 'file', id],
    queryFn: ({ signal }) => callApi(getMemberFile, { params: { id }, signal }),
  });

/** What the page's action form sends: suspend (for `days`) and ban, or one of the account actions. */
export const MEMBER_DECISIONS = ['suspend', 'ban', 'lift_restriction', 'sign_out_everywhere', 'resend_confirmation'] as const;
export interface MemberDecision {
  action: 'suspend' | 'ban' | MemberAction;
  reason: string;
  days: number;
}

function send(id: string, { action, reason, days }: MemberDecision): Promise<unknown> {
  if (action === 'suspend') return callApi(moderateMember, { params: { id }, body: { action, reason, days } });
  if (action === 'ban') return callApi(moderateMember, { params: { id }, body: { action, reason } });
  return callApi(actOnMember, { params: { id }, body: { action, reason } });
}

/** Sends a decision; the member's file, the search and the audit log reload once it is saved. */
export function useMemberDecision(memberId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (decision: MemberDecision) => send(memberId, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}

export interface RoleChange {
  role: MemberRole;
  reason: string;
}

/** Gives or takes the admin role; the member's file, the search and the audit log reload once it is saved. */
export function useRoleChange(memberId: string) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (change: RoleChange) => callApi(changeMemberRole, { params: { id: memberId }, body: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
