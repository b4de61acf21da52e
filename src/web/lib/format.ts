// Numbers, prices and dates through Intl for the chosen language (French shows '5,99 $').
import { CURRENCY, type Language, RTL_LANGUAGES } from '../../shared/constants';

/**
 * '$5.99', '5,99 $'. Arabic Intl gives '\u200f5.99 US$': inside right-to-left text the trailing
 * '$' is a neutral and would jump to the other side ('$US 5.99'); a left-to-right mark after
 * it keeps 'US$' in place.
 */
export function formatPrice(cents: number, language: Language): string {
  const price = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return RTL_LANGUAGES.includes(language) ? `${price}\u200E` : price;
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language).format(value);
}

/** Compact counts for cards: 4.7k, 4,7 k, ... */
export function formatCompactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/**
 * Wraps a value of unknown direction (a Latin name, e-mail or address in an Arabic sentence) in
 * a first-strong isolate, so the punctuation and numbers around it keep the sentence's order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
