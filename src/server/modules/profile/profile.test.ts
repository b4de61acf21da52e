// GET and PUT /api/profile: who may call them, what is accepted, and the display name with it.
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { profileBody } from '../../test/profile-body';

const VALID = profileBody({
  displayName: 'Hawa K.',
  religion: 'islam',
  practice: 'moderately',
  languages: ['fr', 'wo'],
  maritalHistory: 'never_married',
  childrenHave: 'none',
  childrenWant: 'yes',
  education: 'master',
  profession: 'Pharmacist',
  interests: ['cooking', 'hookah_nights'],
  openToRelocating: 'maybe',
  showHeritage: true,
});
const { displayName: _name, ...DETAILS } = VALID;

describe.each(testDatabases())('the profile API on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const getProfile = (cookie?: string) => app().inject({ method: 'GET', url: '/api/profile', headers: cookie ? { cookie } : {} });
  const putProfile = (cookie: string | undefined, payload: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const storedRows = () => db().select().from(profiles);

  const subscriber = (email: string) => subscribedMember(app(), db(), email);

  it('refuses a visitor with 401, on reading and saving', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const refused = await putProfile(undefined, VALID);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a member without a membership with 403 SUBSCRIPTION_REQUIRED', async () => {
    const cookie = await signedInMember(app(), db(), 'hawa@example.org');
    for (const response of [await getProfile(cookie), await putProfile(cookie, VALID)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'SUBSCRIPTION_REQUIRED' } });
    }
    expect(await storedRows()).toEqual([]);
  });

  it('lets a subscriber save and read the profile; the new display name is in /api/me', async () => {
    const cookie = await subscriber('hawa@example.org');
    const empty = await getProfile(cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ displayName: (await me(cookie)).user.displayName, profile: null });

    const saved = await putProfile(cookie, { ...VALID, displayName: '  Hawa K.  ', city: ' Lyon ' });
    expect(saved.statusCode).toBe(200);
    // Trimmed before it is stored.
    expect(saved.json()).toEqual({ displayName: 'Hawa K.', profile: DETAILS });
    expect((await getProfile(cookie)).json()).toEqual({ displayName: 'Hawa K.', profile: DETAILS });
    expect((await me(cookie)).user.displayName).toBe('Hawa K.');
  });

  it('accepts a profile with only the required fields, and replaces it on the next save', async () => {
    const cookie = await subscriber('hawa@example.org');
    const minimal = profileBody({ displayName: VALID.displayName, city: '', languages: [] });
    expect((await putProfile(cookie, VALID)).statusCode).toBe(200);
    const response = await putProfile(cookie, { ...minimal, ageMin: 18, ageMax: 18 });
    expect(response.statusCode).toBe(200);
    const { displayName: _, ...details } = minimal;
    expect(response.json().profile).toEqual({ ...details, ageMin: 18, ageMax: 18 });
    expect(await storedRows()).toHaveLength(1);
  });

  it("keeps one member's profile apart from another's, and exports only their own", async () => {
    const hawa = await subscriber('hawa@example.org');
    const bakari = await subscriber('bakari@example.org');
    await putProfile(hawa, VALID);
    expect((await getProfile(bakari)).json().profile).toBeNull();
    await putProfile(bakari, { ...VALID, displayName: 'Bakari', city: 'Lamu' });
    const exported = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie: hawa } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile).toEqual([expect.objectContaining({ ...DETAILS })]);
    expect(exported.body).not.toContain('Lamu');
  });

  const invalidBodies: [string, unknown][] = [
    ['no body', undefined],
    ['a missing gender', { ...VALID, gender: undefined }],
    ['a missing heritage country', { ...VALID, heritageCountry: undefined }],
    ['an unknown gender', { ...VALID, gender: 'other' }],
    ['an unknown religion', { ...VALID, religion: 'pastafarian' }],
    ['an unknown heritage country', { ...VALID, heritageCountry: 'france' }],
    ['an unknown interest', { ...VALID, interests: ['gambling'] }],
    ['an unknown language', { ...VALID, languages: ['xx'] }],
    ['ageMin above ageMax', { ...VALID, ageMin: 41, ageMax: 40 }],
    ['an age under 18', { ...VALID, ageMin: 17 }],
    ['an age over 99', { ...VALID, ageMax: 100 }],
    ['an age that is not a whole number', { ...VALID, ageMin: 20.5 }],
    [
      'too many interests',
      {
        ...VALID,
        interests: [
          'cooking',
          'music',
          'dancing',
          'travel',
          'faith',
          'sport',
          'reading',
          'poetry',
          'fashion',
          'entrepreneurship',
          'volunteering',
        ],
      },
    ],
    ['a repeated interest', { ...VALID, interests: ['cooking', 'cooking'] }],
    ['a bad country code', { ...VALID, residenceCountry: 'XX' }],
    ['a lower-case country code', { ...VALID, residenceCountry: 'fr' }],
    ['an empty display name', { ...VALID, displayName: '   ' }],
    ['a city that is too long', { ...VALID, city: 'a'.repeat(101) }],
    ['a visibility toggle that is not a boolean', { ...VALID, showReligion: 'yes' }],
    ['no answer on the public page', { ...VALID, showOnPublicPage: undefined }],
    ['a public-page toggle that is not a boolean', { ...VALID, showOnPublicPage: 'true' }],
  ];

  it.each(invalidBodies)('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_name, body) => {
    const cookie = await subscriber('hawa@example.org');
    const before = (await me(cookie)).user.displayName;
    const response = await putProfile(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await storedRows()).toEqual([]);
    expect((await me(cookie)).user.displayName).toBe(before);
  });

  it('keeps the landing-page toggle off until the member turns it on, and exports it', async () => {
    const cookie = await subscriber('hawa@example.org');
    expect((await putProfile(cookie, VALID)).json().profile.showOnPublicPage).toBe(false);
    const [before] = await storedRows();
    expect(before?.showOnPublicPage).toBe(false);
    const saved = await putProfile(cookie, { ...VALID, showOnPublicPage: true });
    expect(saved.statusCode).toBe(200);
    expect((await getProfile(cookie)).json().profile.showOnPublicPage).toBe(true);
    const [after] = await storedRows();
    expect(after?.showOnPublicPage).toBe(true);
    const exported = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
    expect(exported.json().profile).toEqual([expect.objectContaining({ showOnPublicPage: true })]);
  });

  it('keeps the saved profile when a later save is refused', async () => {
    const cookie = await subscriber('hawa@example.org');
    await putProfile(cookie, VALID);
    expect((await putProfile(cookie, { ...VALID, displayName: 'Other', ageMin: 50, ageMax: 30 })).statusCode).toBe(400);
    expect((await getProfile(cookie)).json()).toEqual({ displayName: 'Hawa K.', profile: DETAILS });
  });
});
