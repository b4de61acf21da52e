// The second factor for API tests: enrol a signed-in account in TOTP the way the admin page does
// (password, then a first code), and compute codes from the otpauth URI an authenticator app
// would scan. Codes come from the same library better-auth checks them with.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { SahelHeartsApp } from '../app';
import { SITE_ORIGIN, TEST_PASSWORD } from './site';

/** The current code for the secret in an otpauth://totp/...?secret=BASE32 URI. */
export function totpCode(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpUri}`);
  return createOTP(base32.decode(secret)).totp();
}

/** The session cookie a response set, when it set one. */
function newSessionCookie(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((item) => item.name.endsWith('session_token') && item.value !== '');
  return cookie && `${cookie.name}=${cookie.value}`;
}

export interface TwoFactorEnrolment {
  /** The session after enrolment (better-auth may rotate it). */
  cookie: string;
  totpUri: string;
  backupCodes: string[];
}

export async function enrolTwoFactor(app: SahelHeartsApp, cookie: string, password = TEST_PASSWORD): Promise<TwoFactorEnrolment> {
  const headers = { cookie, origin: SITE_ORIGIN };
  const enabled = await app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers, payload: { password } });
  if (enabled.statusCode !== 200) throw new Error(`two-factor/enable answered ${enabled.statusCode}: ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers,
    payload: { code: await totpCode(totpURI) },
  });
  if (verified.statusCode !== 200) throw new Error(`two-factor/verify-totp answered ${verified.statusCode}: ${verified.body}`);
  return { cookie: newSessionCookie(verified) ?? cookie, totpUri: totpURI, backupCodes };
}

/** The second step of a sign-in that asked for it: the code, sent with the two-factor cookie. */
export async function completeSignIn(
  app: SahelHeartsApp,
  signInResponse: { cookies: { name: string; value: string }[] },
  code: string,
  path: 'verify-totp' | 'verify-backup-code' = 'verify-totp',
  /** More of the body the browser sends (trustDevice, say). */
  extra: Record<string, unknown> = {},
) {
  const challenge = signInResponse.cookies.find((item) => item.name.endsWith('two_factor'));
  if (!challenge) throw new Error('The sign-in did not ask for a second factor');
  return app.inject({
    method: 'POST',
    url: `/api/auth/two-factor/${path}`,
    headers: { cookie: `${challenge.name}=${challenge.value}`, origin: SITE_ORIGIN },
    payload: { ...extra, code },
  });
}
