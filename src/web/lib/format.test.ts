// @vitest-environment node
// Prices and numbers through Intl for each language (decisions.md: French shows "5,99 $").
import { describe, expect, it } from 'vitest';
import { BASIC_PRICE_CENTS, PREMIUM_TOTAL_CENTS } from '../../shared/constants';
import { formatCompactNumber, formatDateTime, formatNumber, formatPrice } from './format';

/** Intl separates with no-break spaces (U+00A0, U+202F); compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows the basic price in French as 5,99 $', () => {
    expect(plain(formatPrice(599, 'fr'))).toBe('5,99 $');
    // Exactly: a no-break space keeps the amount and the sign together.
    expect(formatPrice(599, 'fr')).toBe('5,99\u00a0$');
  });

  it('shows the basic price in English as $5.99', () => {
    expect(formatPrice(599, 'en')).toBe('$5.99');
    expect(formatPrice(BASIC_PRICE_CENTS, 'en')).toBe('$5.99');
  });

  it('shows premium (basic + add-on) as 11.98', () => {
    expect(PREMIUM_TOTAL_CENTS).toBe(1198);
    expect(formatPrice(1198, 'en')).toBe('$11.98');
    expect(plain(formatPrice(1198, 'fr'))).toBe('11,98 $');
  });

  it('gives every language a price with the amount in it', () => {
    expect(formatPrice(599, 'sw')).toMatch(/5[.,]99/);
    expect(formatPrice(599, 'am')).toMatch(/5[.,]99/);
    // Arabic may use Arabic-Indic digits, depending on the ICU data.
    expect(formatPrice(599, 'ar')).toMatch(/5[.,٫]99|٥٫٩٩/);
  });
});

describe('numbers and dates', () => {
  it('groups thousands per language', () => {
    expect(formatNumber(12000, 'en')).toBe('12,000');
    expect(plain(formatNumber(12000, 'fr'))).toBe('12 000');
  });

  it('shortens counts for cards', () => {
    expect(formatCompactNumber(4700, 'en')).toBe('4.7K');
    expect(plain(formatCompactNumber(4700, 'fr'))).toBe('4,7 k');
    expect(formatCompactNumber(456, 'en')).toBe('456');
  });

  it('formats a date and time in the given time zone', () => {
    const text = formatDateTime('2026-06-05T19:00:00Z', 'en', 'UTC');
    expect(text).toContain('Fri');
    expect(text).toContain('5');
    expect(text).toContain('Jun');
    expect(plain(text)).toMatch(/7:00 PM/);
    expect(formatDateTime('2026-06-05T19:00:00Z', 'fr', 'UTC')).toMatch(/ven\.? 5 juin.*19:00/);
  });
});
