// Values the legal texts interpolate: prices from the one source of truth, contact details,
// and the dates and periods the policies promise.
import {
  BASIC_PRICE_CENTS,
  type Language,
  PREMIUM_ADDON_CENTS,
  PREMIUM_TOTAL_CENTS,
  RETENTION,
  SUPPORT_CONTACT,
} from '../../../shared/constants';
import { formatNumber, formatPrice, isolate } from '../../lib/format';

/** Both documents were last changed together; bump this with any change to their text. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

// The company name stands beside it in every sentence that uses it.
const POSTAL_ADDRESS = SUPPORT_CONTACT.postalAddress.slice(1).join(', ');

export function legalValues(language: Language): Record<string, string> {
  return {
    price: formatPrice(BASIC_PRICE_CENTS, language),
    addonPrice: formatPrice(PREMIUM_ADDON_CENTS, language),
    premiumPrice: formatPrice(PREMIUM_TOTAL_CENTS, language),
    email: isolate(SUPPORT_CONTACT.email),
    address: isolate(POSTAL_ADDRESS),
    idRetentionDays: formatNumber(RETENTION.idImagesDaysAfterDecision, language),
  };
}

export function formatLegalDate(isoDate: string, language: Language): string {
  // UTC on both sides: a calendar date must not slip a day in the reader's time zone.
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
