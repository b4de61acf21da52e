// Enrolling in two-factor sign-in (better-auth's two-factor plugin, under /api/auth): the
// password gives a new secret and ten recovery codes; the first code from the app confirms it.
import { AUTH_PATHS, authUrl } from '../../../../shared/routes/auth';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { refreshSession } from '../../../lib/session/use-session';

export interface Enrolment {
  /** otpauth://totp/...: what the authenticator app scans. */
  totpURI: string;
  backupCodes: string[];
}

const startEnrolment = (password: string) =>
  apiRequest<Enrolment>(authUrl(AUTH_PATHS.enableTwoFactor), { method: 'POST', json: { password } });

const confirmEnrolment = (code: string) => apiRequest<unknown>(authUrl(AUTH_PATHS.verifyTotp), { method: 'POST', json: { code } });

/** The password, answered with the enrolment (the mutation's data) to show. */
export const useStartEnrolment = () => useGuardedMutation({ mutationFn: startEnrolment });

/** The first code; once confirmed, the session is read again so the dashboard follows. */
export const useConfirmEnrolment = () =>
  useGuardedMutation({
    mutationFn: async (code: string) => {
      await confirmEnrolment(code);
      await refreshSession();
    },
  });
