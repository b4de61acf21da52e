import { describe, expect, it } from 'vitest';
import { ageInYears } from './sign-up-rules';

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
