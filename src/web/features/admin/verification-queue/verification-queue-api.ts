// The manual verification queue API (src/server/modules/verification/admin-routes.ts), admins only.
import { queryOptions } from '@tanstack/react-query';
import type { PendingVerification, VerificationImageKind, VerificationStatus } from '../../../../shared/contracts/verification';
import { apiRequest } from '../../../lib/api-client';

const base = (userId: string) => `/api/admin/verifications/${encodeURIComponent(userId)}`;

/** GET /api/admin/verifications: the pending submissions, oldest first. */
export async function getPendingVerifications(signal?: AbortSignal): Promise<PendingVerification[]> {
  return (await apiRequest<{ items: PendingVerification[] }>('/api/admin/verifications', { signal })).items;
}

/**
 * The same-origin address of a member's ID document or selfie. The server records every view, so
 * the screen only sets it as an image source when the admin asks to see the image.
 */
export const verificationImageUrl = (userId: string, kind: VerificationImageKind) => `${base(userId)}/${kind}`;

/** POST .../approve */
export function approveVerification(userId: string): Promise<VerificationStatus> {
  return apiRequest<VerificationStatus>(`${base(userId)}/approve`, { method: 'POST' });
}

/** POST .../reject {reason}: the member reads the reason and may send new images. */
export function rejectVerification(userId: string, reason: string): Promise<VerificationStatus> {
  return apiRequest<VerificationStatus>(`${base(userId)}/reject`, { method: 'POST', json: { reason } });
}

/** The queue's one cache key: the page reads it, a decision takes its item out of it. */
export const pendingVerificationsQuery = queryOptions({
  queryKey: ['admin', 'verifications', 'pending'],
  queryFn: ({ signal }) => getPendingVerifications(signal),
});
