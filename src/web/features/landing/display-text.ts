// Bidirectional-text helpers for values placed inside translated sentences.
import { type Language, RTL_LANGUAGES } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';

/**
 * formatPrice for use inside a sentence. Arabic Intl gives '‏5.99 US$': at the end of a
 * right-to-left run the trailing '$' is a neutral and jumps to the other side ('$US 5.99').
 * A left-to-right mark after it keeps 'US$' together.
 */
export function formatInlinePrice(cents: number, language: Language): string {
  const price = formatPrice(cents, language);
  return RTL_LANGUAGES.includes(language) ? `${price}\u200E` : price;
}

/**
 * Wraps a value of unknown direction (a Latin name in an Arabic sentence) in a first-strong
 * isolate, so the punctuation and numbers around it keep the sentence's order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
