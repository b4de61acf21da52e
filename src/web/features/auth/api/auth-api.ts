// Calls to better-auth (mounted at /api/auth) and to GET /api/me. better-auth answers with its
// own error codes (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED...), which lib/api-client.ts
// does not know, so the auth calls keep the raw code for the screens to translate.
import type { Language } from '../../../../shared/constants';
import type { Me } from '../../../../shared/contracts/me';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';

export class AuthError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
    this.name = 'AuthError';
  }
}

async function authPost(path: string, body: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AuthError('NETWORK', 0);
  }
  if (response.ok) return;
  const data: unknown = await response.json().catch(() => undefined);
  const code = (data as { code?: unknown } | undefined)?.code;
  if (response.status === 429) throw new AuthError('RATE_LIMITED', 429);
  throw new AuthError(typeof code === 'string' && code ? code : 'INTERNAL', response.status);
}

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
  dateOfBirth: string;
  language: Language;
}

export const signUp = (input: SignUpInput) => authPost('sign-up/email', input);
export const signIn = (input: { email: string; password: string }) => authPost('sign-in/email', input);
export const signOut = () => authPost('sign-out', {});
export const requestPasswordReset = (email: string) =>
  authPost('request-password-reset', { email, redirectTo: paths.resetPassword });
export const resetPassword = (newPassword: string, token: string) => authPost('reset-password', { newPassword, token });

export const fetchMe = () => apiRequest<Me>('/api/me');
