import { INVALID_PASSWORD } from '../../../shared/contracts/account';
import type { TFunction } from '../../i18n/translator';
import { authErrorMessage, errorCode } from '../../lib/forms/auth-errors';

/** A wrong current password (ours and better-auth's code alike), else the auth and common texts. */
export function accountErrorMessage(t: TFunction, error: unknown): string {
  if (errorCode(error) === INVALID_PASSWORD) return t('account.errors.INVALID_PASSWORD');
  return authErrorMessage(t, error);
}
