// The manual verification queue API (src/server/modules/verification/admin-routes.ts), admins only.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PendingVerification, VerificationImageKind, VerificationStatus } from '../../../../shared/contracts/verification';
import { ApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi, urlOf } from '../../../lib/call-api';
import {
  approveVerification as approveRoute,
  listPendingVerifications,
  pendingVerificationImages,
  rejectVerification as rejectRoute,
} from '../../../../shared/routes/verification-admin';

/** GET /api/admin/verifications: the pending submissions, oldest first. */
export async function getPendingVerifications(signal?: AbortSignal): Promise<PendingVerification[]> {
  return (await callApi(listPendingVerifications, { signal })).items;
}

/**
 * The same-origin address of a member's ID document or selfie. The server records every view, so
 * the screen only sets it as an image source when the admin asks to see the image.
 */
export const verificationImageUrl = (userId: string, kind: VerificationImageKind) =>
  urlOf(pendingVerificationImages[kind], { params: { userId } });

/** POST .../approve */
function approveVerification(userId: string): Promise<VerificationStatus> {
  return callApi(approveRoute, { params: { userId } });
}

/** POST .../reject {reason}: the member reads the reason and may send new images. */
function rejectVerification(userId: string, reason: string): Promise<VerificationStatus> {
  return callApi(rejectRoute, { params: { userId }, body: { reason } });
}

/** The queue's one cache key: the page reads it, a decision takes its item out of it. */
export const pendingVerificationsQuery = queryOptions({
  queryKey: ['admin', 'verifications', 'pending'],
  queryFn: ({ signal }) => getPendingVerifications(signal),
});

/** An admin's decision on one submission: approve it, or reject it with the reason the member reads. */
export type VerificationDecision = { userId: string } & ({ kind: 'approve' } | { kind: 'reject'; reason: string });

/** The answers that mean nothing is left to decide: another admin decided first, or the member is gone. */
export const isAlreadyDecided = (error: unknown) =>
  error instanceof ApiError && (error.code === 'VERIFICATION_NOT_PENDING' || error.code === 'NOT_FOUND');

/** Sends a decision; once made (or made by another admin) the item leaves the cached queue. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  const dropItem = (userId: string) =>
    queryClient.setQueryData<PendingVerification[]>(pendingVerificationsQuery.queryKey, (items) =>
      items?.filter((item) => item.userId !== userId),
    );
  return useGuardedMutation({
    mutationFn: (decision: VerificationDecision) =>
      decision.kind === 'approve' ? approveVerification(decision.userId) : rejectVerification(decision.userId, decision.reason),
    onSuccess: (_status, { userId }) => dropItem(userId),
    onError: (error, { userId }) => {
      if (isAlreadyDecided(error)) dropItem(userId);
    },
  });
}
