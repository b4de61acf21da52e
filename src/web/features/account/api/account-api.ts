// The account page's calls: our /api/account/* and better-auth's own endpoints for the password
// and the sessions. A refusal is an ApiError with the server's code (INVALID_PASSWORD...).
import { queryOptions } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/contracts/account';
import type { NotificationSettings } from '../../../../shared/contracts/account-notifications';
import {
  deleteAccount as deleteAccountRoute,
  exportAccountData,
  getNotificationSettings,
  saveNotificationSettings as saveNotificationSettingsRoute,
} from '../../../../shared/routes/account';
import { AUTH_PATHS, type AuthPath, authUrl } from '../../../../shared/routes/auth';
import { apiRequest } from '../../../lib/api-client';
import { callApi, urlOf } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { useReplacingSave } from '../../../lib/query/use-replacing-save';

/** A plain link (with `download`) fetches it: the browser saves the attachment itself. */
export const EXPORT_URL = urlOf(exportAccountData);

/** better-auth's endpoints have no route contract (shared/routes/auth.ts). */
function authPost(path: AuthPath, body: unknown): Promise<void> {
  return apiRequest<void>(authUrl(path), { method: 'POST', json: body });
}

/** Ends every other session and gives this browser a fresh one (better-auth sets the cookie). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  authPost(AUTH_PATHS.changePassword, { currentPassword, newPassword, revokeOtherSessions: true });
/** Ends every session of the member, this one included. */
const signOutEverywhere = () => authPost(AUTH_PATHS.revokeSessions, {});
const resendVerification = (email: string) => authPost(AUTH_PATHS.sendVerificationEmail, { email });
const deleteAccount = async (input: DeleteAccountInput): Promise<void> => {
  await callApi(deleteAccountRoute, { body: input });
};

/** The away e-mails' switch (docs/decisions/0025-away-notifications.md): the one home of its cache key. */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['account', 'notifications'],
  queryFn: ({ signal }) => callApi(getNotificationSettings, { signal }),
});

/** Answers the settings now stored. */
const saveNotificationSettings = (settings: NotificationSettings) => callApi(saveNotificationSettingsRoute, { body: settings });

// The account page's changes (docs/decisions/0016-data-loading.md, "Writes"). What follows a
// sign-out or a deletion (leaving the page) is the screen's: nothing is left to cache.
export const useSignOutEverywhere = () => useGuardedMutation({ mutationFn: signOutEverywhere });
export const useResendVerification = () => useGuardedMutation({ mutationFn: resendVerification });
export const useDeleteAccount = () => useGuardedMutation({ mutationFn: deleteAccount });

/** Saves the away e-mails' switch and keeps the settings the server answers. */
export const useSaveNotificationSettings = () => useReplacingSave(notificationSettingsQuery.queryKey, saveNotificationSettings);
