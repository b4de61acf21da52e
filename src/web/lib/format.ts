// Numbers, prices and dates through Intl for the chosen language (French shows '5,99 $').
import { CURRENCY, type Language, RTL_LANGUAGES } from '../../shared/constants';

// Building an Intl formatter loads locale data and costs far more than using one: a page that
// formats dozens of dates or numbers in its first render (the events list) paid for it on slow
// phones as a long task (docs/targets.md S3, TBT). Each formatter is built once per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(language, options)));
  return formatter;
}

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(language, options)));
  return formatter;
}

/**
 * '$5.99', '5,99 $'. Arabic Intl gives '\u200f5.99 US$': inside right-to-left text the trailing
 * '$' is a neutral and would jump to the other side ('$US 5.99'); a left-to-right mark after
 * it keeps 'US$' in place.
 */
export function formatPrice(cents: number, language: Language): string {
  const price = numberFormat(language, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return RTL_LANGUAGES.includes(language) ? `${price}\u200E` : price;
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** Compact counts for cards: 4.7k, 4,7 k, ... */
export function formatCompactNumber(value: number, language: Language): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  return dateTimeFormat(language, {
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
