import { describe, expect, it } from 'vitest';
import { profileInput } from '../../../../shared/contracts/profile';
import { countryOfLanguages, initialValues, profileOf, profilePartSchema } from './profile-part-fields';

const ANSWERS = { relationshipGoals: 'marriage', preferences: ['culture'], lifestyle: 'active', bio: 'Hello.' } as const;

describe("the questionnaire step's profile page", () => {
  it("guesses the country from the browser's first language that names one", () => {
    expect(countryOfLanguages(['fr-SN', 'en-US'])).toBe('SN');
    expect(countryOfLanguages(['ar', 'en-GB'])).toBe('GB');
    expect(countryOfLanguages(['am'])).toBe('');
    expect(countryOfLanguages(['not a tag', 'sw-KE'])).toBe('KE');
  });

  it('offers the age range wide open, unless the answers say age matters', () => {
    expect(initialValues({ ...ANSWERS, preferences: ['culture'] }, [])).toMatchObject({ ageMin: '18', ageMax: '99', residenceCountry: '' });
    expect(initialValues({ ...ANSWERS, preferences: ['age_range'] }, ['en-NG'])).toMatchObject({
      ageMin: '',
      ageMax: '',
      residenceCountry: 'NG',
    });
  });

  it("checks the contract's rules, the range's order last, and sends a whole profile the server takes", () => {
    const values = {
      gender: 'man',
      seeking: 'women',
      ageMin: '30',
      ageMax: '25',
      heritageCountry: 'chad',
      residenceCountry: 'TD',
    } as const;
    const unordered = profilePartSchema.safeParse(values);
    expect(unordered.success ? [] : unordered.error.issues.map((issue) => issue.path.join('.'))).toEqual(['ageMax']);
    const part = profilePartSchema.parse({ ...values, ageMax: '40' });
    const profile = profileOf(part, 'Idris');
    expect(profileInput.parse(profile)).toEqual(profile);
    expect(profile).toMatchObject({
      displayName: 'Idris',
      ageMin: 30,
      ageMax: 40,
      city: '',
      languages: [],
      religion: null,
      showHeritage: false,
    });
  });
});
