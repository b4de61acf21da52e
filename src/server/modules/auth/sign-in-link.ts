// The owner's way in while their account is under attack: a one-time sign-in link to the
// account's own e-mail address (better-auth's magic link: 15 minutes, single use, stored hashed).
// Only an existing account gets one; the answer to the request is the same either way
// (docs/decisions/0017-no-lockout.md).
import type { Auth } from './auth';

/** Where the link lands: the onboarding gate, signed in. */
export const SIGNED_IN_BY_LINK_URL = '/';

export async function sendSignInLink(auth: Auth, email: string): Promise<void> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (!found) return;
  await auth.api.signInMagicLink({ body: { email: found.user.email, callbackURL: SIGNED_IN_BY_LINK_URL }, headers: new Headers() });
}
