// The requests that name an e-mail address without proving it is the caller's, and their one
// answer when all is well: the same status, headers and words whoever the address belongs to, so
// nobody learns who is a member from them (targets.md T5; docs/decisions/0009-accounts.md).
export const QUIET_ANSWERS = {
  '/sign-up/email': { status: true },
  '/request-password-reset': { status: true, message: 'If this email exists in our system, check your email for the reset link' },
  '/send-verification-email': { status: true },
} as const;

export type QuietPath = keyof typeof QUIET_ANSWERS;

export function isQuietPath(path: string): path is QuietPath {
  return Object.hasOwn(QUIET_ANSWERS, path);
}
