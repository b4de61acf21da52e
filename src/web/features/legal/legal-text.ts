// Values the legal texts interpolate: prices from the one source of truth, contact details,
// and the dates and periods the policies promise.
import {
  BASIC_PRICE_CENTS,
  type Language,
  PREMIUM_ADDON_CENTS,
  PREMIUM_TOTAL_CENTS,
  SUPPORT_CONTACT,
} from '../../../shared/constants';
import { formatNumber, formatPrice } from '../../lib/format';

/** Both documents were last changed together; bump this with any change to their text. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

/** ID document and selfie images are deleted this many days after the verification decision. */
export const ID_IMAGE_RETENTION_DAYS = 30;

// The company name stands beside it in every sentence that uses it.
const POSTAL_ADDRESS = '1200 Washington Ave S, Suite 300, Minneapolis, MN 55415, USA';

// First-strong isolates keep a Latin e-mail or address whole inside Arabic sentences.
const isolate = (text: string) => `\u2068${text}\u2069`;

export function legalValues(language: Language): Record<string, string> {
  return {
    price: formatPrice(BASIC_PRICE_CENTS, language),
    addonPrice: formatPrice(PREMIUM_ADDON_CENTS, language),
    premiumPrice: formatPrice(PREMIUM_TOTAL_CENTS, language),
    email: isolate(SUPPORT_CONTACT.email),
    address: isolate(POSTAL_ADDRESS),
    idRetentionDays: formatNumber(ID_IMAGE_RETENTION_DAYS, language),
  };
}

export function formatLegalDate(isoDate: string, language: Language): string {
  // UTC on both sides: a calendar date must not slip a day in the reader's time zone.
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
