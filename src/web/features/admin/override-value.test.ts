// @vitest-environment node
// Reading an override field: empty clears, digits (Western or Arabic-Indic) set, anything else is refused.
import { describe, expect, it } from 'vitest';
import { MAX_OVERRIDE, overrideForm, parseOverride } from './override-value';

describe('parseOverride', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    [' 4321 ', 4321],
    ['٤٣٢١', 4321],
    ['۴۳۲۱', 4321],
    [String(MAX_OVERRIDE), MAX_OVERRIDE],
  ])('reads %j as %j', (text, value) => {
    expect(parseOverride(text)).toEqual({ ok: true, value });
  });

  it.each(['-5', '4.5', '4,321', '1e3', 'abc', '12 000', '+7'])('refuses %j as not a whole number', (text) => {
    expect(parseOverride(text)).toEqual({ ok: false, error: 'notWholeNumber' });
  });

  it('refuses a number beyond what the API stores', () => {
    expect(parseOverride(String(MAX_OVERRIDE + 1))).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseOverride('99999999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('overrideForm', () => {
  it('reads the text into the contract value, and says what is wrong as the error key', () => {
    expect(overrideForm.parse({ value: ' ٤٣٢١ ' })).toEqual({ value: 4321 });
    expect(overrideForm.parse({ value: '' })).toEqual({ value: null });
    expect(overrideForm.safeParse({ value: '4.5' }).error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['value'], message: 'notWholeNumber' },
    ]);
    expect(overrideForm.safeParse({ value: String(MAX_OVERRIDE + 1) }).error?.issues[0]?.message).toBe('tooLarge');
  });
});
