// The notice an e-mail confirmation link ends on. The server sends the link to /?verified=1,
// signed in (docs/decisions/0009-accounts.md, "Confirmation signs in"); a failed link carries an
// error too (?verified=1&error=...), and the failure is what happened; a link for another account
// than the signed-in one ends on ?error=OTHER_ACCOUNT. A link used a second time confirms and
// opens nothing more: the visitor is asked to sign in.
export interface ConfirmationNotice {
  kind: 'success' | 'error';
  key: 'emailVerified' | 'emailVerifiedSignIn' | 'emailVerifyFailed' | 'emailLinkOtherAccount';
}

export function confirmationNotice(params: URLSearchParams, signedIn: boolean): ConfirmationNotice | null {
  const error = params.get('error');
  if (error === 'OTHER_ACCOUNT') return { kind: 'error', key: 'emailLinkOtherAccount' };
  if (error !== null) return { kind: 'error', key: 'emailVerifyFailed' };
  if (params.get('verified') !== '1') return null;
  return { kind: 'success', key: signedIn ? 'emailVerified' : 'emailVerifiedSignIn' };
}
