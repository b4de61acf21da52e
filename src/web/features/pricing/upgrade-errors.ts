// The upgrade's refusals, in the member's language: the payments API's reasons (403 with
// details.reason), a payment method no provider serves, or any common failure.
import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { PaymentMethodUnavailableError } from '../../lib/payments/payments-api';

const REASONS = ['ALREADY_PREMIUM', 'MEMBERSHIP_REQUIRED'] as const;
export type UpgradeRefusal = (typeof REASONS)[number];

/** ALREADY_PREMIUM / MEMBERSHIP_REQUIRED when the server refused for that reason, else null. */
export function refusalOf(error: unknown): UpgradeRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'FORBIDDEN') return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return REASONS.find((known) => known === reason) ?? null;
}

export function upgradeErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof PaymentMethodUnavailableError) return t('pricing.errors.methodUnavailable');
  const refusal = refusalOf(error);
  return refusal ? t(`pricing.errors.${refusal}`) : errorMessage(t, error);
}
