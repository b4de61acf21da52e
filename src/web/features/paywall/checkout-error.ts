// The member-facing sentence for a checkout that would not start, and the Error the paywall's
// error callback receives (spec section 8: 'PayPal SDK failed to load' for PayPal).
import type { PaymentMethod } from '../../../shared/contracts/payments';
import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { PaymentMethodUnavailableError } from '../../lib/payments/payments-api';

/** The spec's wording, kept exactly in English for the error callback and logs. */
export const PAYPAL_FAILED = 'PayPal SDK failed to load';

/** Reasons the server gives for refusing a checkout (details.reason of a 403). */
const REFUSALS = ['ALREADY_SUBSCRIBED', 'ALREADY_PREMIUM', 'MEMBERSHIP_REQUIRED'] as const;

function refusalOf(error: unknown): (typeof REFUSALS)[number] | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return REFUSALS.find((known) => known === reason) ?? null;
}

/** What the member reads: the server's refusal, an unavailable method, or the method's failure. */
export function checkoutErrorMessage(t: TFunction, method: PaymentMethod, error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return t(`paywall.errors.${refusal}`);
  if (error instanceof PaymentMethodUnavailableError) return t('paywall.errors.methodUnavailable');
  if (error instanceof ApiError && error.code === 'UNAUTHORIZED') return errorMessage(t, error);
  return method === 'paypal' ? t('paywall.errors.paypalFailed') : t('paywall.errors.cardFailed');
}

/** What the error callback gets: for PayPal the spec's 'PayPal SDK failed to load', with the cause. */
export function checkoutError(method: PaymentMethod, error: unknown): Error {
  if (method === 'paypal') return new Error(PAYPAL_FAILED, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}
