// @vitest-environment node
// Reading an override field: empty clears, digits (Western or Arabic-Indic) set, anything else is refused.
import { describe, expect, it } from 'vitest';
import { MAX_OVERRIDE, parseOverride } from './override-value';

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
