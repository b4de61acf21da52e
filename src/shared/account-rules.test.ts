import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, dateOfBirthProblem, displayNameProblem, passwordProblem } from './account-rules';
import { dateOfBirthField, displayNameField } from './contracts/account';

describe('ageInYears', () => {
  const today = new Date('2026-11-22T23:30:00Z');

  it.each([
    ['2008-11-22', 18],
    ['2008-11-23', 17],
    ['2008-12-01', 17],
    ['2008-01-01', 18],
    ['1990-04-12', 36],
  ])('born %s is %i on 2026-11-22', (dateOfBirth, age) => {
    expect(ageInYears(dateOfBirth, today)).toBe(age);
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageInYears('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageInYears('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });
});

describe('the account rules the form and the server share', () => {
  const today = new Date('2026-11-22T23:30:00Z');

  it('refuses a day that does not exist, the future and more than 120 years as a wrong date', () => {
    for (const value of ['2008-02-30', '2027-01-01', '1900-01-01', '08-11-22', '2008-13-01']) {
      expect(dateOfBirthProblem(value, today), value).toBe('date');
    }
    expect(dateOfBirthProblem('', today)).toBe('required');
    expect(dateOfBirthProblem('2008-11-23', today)).toBe('tooYoung');
    expect(dateOfBirthProblem('2008-11-22', today)).toBeUndefined();
  });

  it('counts the display name trimmed, up to 60 characters, as the server stores it', () => {
    expect(displayNameProblem('   ')).toBe('required');
    expect(displayNameProblem(` ${'a'.repeat(60)} `)).toBeUndefined();
    expect(displayNameProblem('a'.repeat(61))).toBe('tooLong');
  });

  it('asks 10 to 128 characters of a password', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('a'.repeat(9))).toBe('passwordLength');
    expect(passwordProblem('a'.repeat(10))).toBeUndefined();
    expect(passwordProblem('a'.repeat(129))).toBe('passwordLength');
  });

  it('gives the zod fields the same verdict as the plain rules, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        expect(displayNameField.safeParse(name).success).toBe(displayNameProblem(name) === undefined);
      }),
    );
    const isoDay = fc
      .date({ min: new Date('1890-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.oneof(isoDay, fc.string({ maxLength: 12 })), (value) => {
        // The schema refuses only what is not a date; being under age is its own refusal.
        expect(dateOfBirthField.safeParse(value).success).toBe(!['date', 'required'].includes(dateOfBirthProblem(value) ?? ''));
      }),
    );
  });
});
