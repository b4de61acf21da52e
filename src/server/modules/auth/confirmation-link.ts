// The e-mail confirmation link signs the member in (docs/decisions/0009-accounts.md, "Confirmation
// signs in"). One case better-auth would get wrong for us: a browser already signed in as another
// member would be switched to the link's account, so an attacker could mail their own link to a
// member and have them carry on in the attacker's account. Such a link confirms nothing and
// changes no session; the member is told to sign out first.
/** Where the refused link lands: the gate, which explains (onboarding-screen.tsx). */
export const OTHER_ACCOUNT_URL = '/?error=OTHER_ACCOUNT';

/**
 * The address a confirmation token names, read without checking its signature: it only decides
 * to refuse. better-auth checks the signature and the expiry of every token it acts on.
 */
export function addressOfConfirmationToken(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const email = (payload as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** True when a member is signed in and the link names another address than theirs. */
export function isLinkForAnotherMember(signedInEmail: string | undefined, token: unknown): boolean {
  const linkAddress = addressOfConfirmationToken(token);
  if (signedInEmail === undefined || linkAddress === null) return false;
  return signedInEmail.toLowerCase() !== linkAddress;
}
