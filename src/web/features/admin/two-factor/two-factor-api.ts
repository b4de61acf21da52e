// Enrolling in two-factor sign-in (better-auth's two-factor plugin, under /api/auth): the
// password gives a new secret and ten recovery codes; the first code from the app confirms it.
import { apiRequest } from '../../../lib/api-client';

export interface Enrolment {
  /** otpauth://totp/...: what the authenticator app scans. */
  totpURI: string;
  backupCodes: string[];
}

export const startEnrolment = (password: string) =>
  apiRequest<Enrolment>('/api/auth/two-factor/enable', { method: 'POST', json: { password } });

export const confirmEnrolment = (code: string) =>
  apiRequest<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } });
