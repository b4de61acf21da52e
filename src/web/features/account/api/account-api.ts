// The account page's calls: our /api/account/* and better-auth's own endpoints for the password
// and the sessions. A refusal is an ApiError with the server's code (INVALID_PASSWORD...).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/contracts/account';
import type { NotificationSettings } from '../../../../shared/contracts/account-notifications';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

/** A plain link (with `download`) fetches it: the browser saves the attachment itself. */
export const EXPORT_URL = '/api/account/export';

function post(path: string, body: unknown): Promise<void> {
  return apiRequest<void>(path, { method: 'POST', json: body });
}

/** Ends every other session and gives this browser a fresh one (better-auth sets the cookie). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
/** Ends every session of the member, this one included. */
const signOutEverywhere = () => post('/api/auth/revoke-sessions', {});
const resendVerification = (email: string) => post('/api/auth/send-verification-email', { email });
const deleteAccount = (input: DeleteAccountInput) => post('/api/account/delete', input);

const NOTIFICATIONS_URL = '/api/account/notifications';

/** The away e-mails' switch (docs/decisions/0025-away-notifications.md): the one home of its cache key. */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['account', 'notifications'],
  queryFn: ({ signal }) => apiRequest<NotificationSettings>(NOTIFICATIONS_URL, { signal }),
});

/** Answers the settings now stored. */
const saveNotificationSettings = (settings: NotificationSettings) =>
  apiRequest<NotificationSettings>(NOTIFICATIONS_URL, { method: 'PUT', json: settings });

// The account page's changes (docs/decisions/0016-data-loading.md, "Writes"). What follows a
// sign-out or a deletion (leaving the page) is the screen's: nothing is left to cache.
export const useSignOutEverywhere = () => useGuardedMutation({ mutationFn: signOutEverywhere });
export const useResendVerification = () => useGuardedMutation({ mutationFn: resendVerification });
export const useDeleteAccount = () => useGuardedMutation({ mutationFn: deleteAccount });

/** Saves the away e-mails' switch and keeps the settings the server answers. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData<NotificationSettings>(notificationSettingsQuery.queryKey, saved),
  });
}
