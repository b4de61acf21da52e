// What the admin typed into an override field, read as the API wants it (spec section 5: empty
// means no override, otherwise an integer), within the contract's bounds.
import { z } from 'zod';
import { counterOverrideInput } from '../../../shared/contracts/admin-counters';

/** The largest override the API accepts (a PostgreSQL integer). */
export const MAX_OVERRIDE = 2_147_483_647;

export type OverrideError = 'notWholeNumber' | 'tooLarge';
export type ParsedOverride = { ok: true; value: number | null } | { ok: false; error: OverrideError };

// Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits, as Arabic keyboards type them.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const toAsciiDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) & 0xf);

export function parseOverride(text: string): ParsedOverride {
  const trimmed = text.trim().replace(EASTERN_DIGITS, toAsciiDigit);
  if (trimmed === '') return { ok: true, value: null };
  // Digits only: '1e3', '-5', '4.5' and '4,321' are refused rather than guessed at.
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'notWholeNumber' };
  const value = Number(trimmed);
  if (!counterOverrideInput.safeParse({ value }).success || value > MAX_OVERRIDE) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/**
 * The override form's schema (docs/decisions/0029-forms.md): the text read into the contract's
 * value; what is wrong comes out as the error's key (admin.card.errors.<key>).
 */
export const overrideForm = z.object({ value: z.string() }).transform(({ value }, context) => {
  const parsed = parseOverride(value);
  if (parsed.ok) return { value: parsed.value };
  context.addIssue({ code: 'custom', path: ['value'], message: parsed.error });
  return z.NEVER;
});
