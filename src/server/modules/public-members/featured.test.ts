// The landing page's featured members: only members who opted in (off by default) and may appear
// to others, only what the toggle promised (first name, age, city, main photo, the Premium badge,
// the heritage only if shown), and their main photo at a public address that serves nobody else's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import type { FeaturedMember } from '../../../shared/contracts/discovery';
import { memberRestrictions, profiles } from '../../db/schema';
import { answerText } from '../../test/answer-text';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { FEATURED_REQUESTS_PER_MINUTE } from './routes';
import { addMember, type Journey } from './test/community';

const FEATURED_KEYS = ['age', 'city', 'displayName', 'heritageCountry', 'id', 'isPremium', 'photoUrl'];
const PHOTO = Buffer.from('a stored card photo');
const OTHER_PHOTO = Buffer.from('the photo of a member who did not opt in');
const optedIn = (profile: Journey['profile'] = {}) => ({ ...profile, showOnPublicPage: true });

describe.each(testDatabases())('GET /api/featured-profiles on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const member = (email: string, journey: Journey & { displayName?: string; dateOfBirth?: string } = {}) =>
    addMember(db(), app().storage, { email, ...journey });
  const getFeatured = (ip = '203.0.113.7') => app().inject({ method: 'GET', url: '/api/featured-profiles', remoteAddress: ip });
  const getPhoto = (id: string) => app().inject({ method: 'GET', url: `/api/featured-profiles/${id}/photo` });
  const featured = async () => (await getFeatured()).json<{ members: FeaturedMember[] }>().members;

  it('is empty until a member opts in: the toggle is off by default', async () => {
    await member('awa@example.org', { photo: PHOTO });
    const response = await getFeatured();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ members: [] });
    const [stored] = await db().select({ shown: profiles.showOnPublicPage }).from(profiles);
    expect(stored?.shown).toBe(false);
  });

  it('shows opted-in members with only what they chose to show', async () => {
    const awa = await member('awa@example.org', {
      displayName: 'Awa Ndiaye',
      dateOfBirth: '1995-03-14',
      premium: true,
      photo: PHOTO,
      profile: optedIn({ heritageCountry: 'senegal', showHeritage: true, city: 'Dakar', religion: 'islam', showReligion: true }),
    });
    const binta = await member('binta@example.org', {
      displayName: 'Binta',
      profile: optedIn({ heritageCountry: 'guinea', showHeritage: false, city: 'Conakry', cellLat: 951, cellLon: -1371 }),
    });
    const members = await featured();
    // Members with a photo first.
    expect(members.map((item) => item.id)).toEqual([awa, binta]);
    for (const item of members) expect(Object.keys(item).sort()).toEqual(FEATURED_KEYS);
    const age = new Date().getUTCFullYear() - 1995 - (new Date() < new Date(`${new Date().getUTCFullYear()}-03-14`) ? 1 : 0);
    expect(members[0]).toEqual({
      id: awa,
      // The first name only, as the toggle promises.
      displayName: 'Awa',
      age,
      city: 'Dakar',
      heritageCountry: 'senegal',
      isPremium: true,
      photoUrl: `/api/featured-profiles/${awa}/photo`,
    });
    expect(members[1]).toEqual({
      id: binta,
      displayName: 'Binta',
      age: expect.any(Number),
      city: 'Conakry',
      heritageCountry: null,
      isPremium: false,
      photoUrl: null,
    });
    // Nothing else anywhere in the answer; its ids are left out of the search, since a random id
    // can hold the digits of the grid cell (test/answer-text.ts).
    const body = (await getFeatured()).body;
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['members']);
    expect(answerText(body)).not.toMatch(/guinea|islam|Ndiaye|Pharmacist|Coffee|example\.org|"cell|"lat|"lon|951|1371/i);
  });

  it('leaves out opted-in members who may not appear to others', async () => {
    await member('a@example.org', { verified: false, profile: optedIn(), photo: PHOTO });
    await member('b@example.org', { membership: 'lapsed', profile: optedIn(), photo: PHOTO });
    await member('c@example.org', { membership: false, profile: optedIn() });
    const shown = await member('d@example.org', { profile: optedIn() });
    expect((await featured()).map((item) => item.id)).toEqual([shown]);
  });

  it(`shows at most ${DISCOVERY_LIMITS.featuredProfiles}, and may be cached for a minute`, async () => {
    for (let index = 0; index < DISCOVERY_LIMITS.featuredProfiles + 2; index += 1) {
      await member(`member${index}@example.org`, { profile: optedIn() });
    }
    const response = await getFeatured();
    expect(response.json().members).toHaveLength(DISCOVERY_LIMITS.featuredProfiles);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('is limited per address', async () => {
    const first = await getFeatured('198.51.100.4');
    expect(first.headers['x-ratelimit-limit']).toBe(String(FEATURED_REQUESTS_PER_MINUTE));
    const remaining = Number(first.headers['x-ratelimit-remaining']);
    expect((await getFeatured('198.51.100.4')).headers['x-ratelimit-remaining']).toBe(String(remaining - 1));
    // Another address has its own count.
    expect((await getFeatured('198.51.100.5')).headers['x-ratelimit-remaining']).toBe(String(remaining));
  });

  it("serves an opted-in member's main photo to anyone, and nobody else's", async () => {
    const awa = await member('awa@example.org', { profile: optedIn(), photo: PHOTO });
    const response = await getPhoto(awa);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PHOTO)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-ratelimit-limit']).toBe(String(8 * FEATURED_REQUESTS_PER_MINUTE));

    const hidden = await member('binta@example.org', { photo: OTHER_PHOTO });
    const lapsed = await member('coumba@example.org', { membership: 'lapsed', profile: optedIn(), photo: OTHER_PHOTO });
    const unverified = await member('diary@example.org', { verified: false, profile: optedIn(), photo: OTHER_PHOTO });
    const noPhoto = await member('fatou@example.org', { profile: optedIn() });
    for (const id of [hidden, lapsed, unverified, noPhoto, 'no-such-member', '..%2F..%2Fphotos', 'x'.repeat(65)]) {
      const refused = await getPhoto(id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
      expect(refused.body).not.toContain(OTHER_PHOTO.toString());
    }
  });

  it('stops serving the photo as soon as the member turns the toggle off', async () => {
    const awa = await member('awa@example.org', { profile: optedIn(), photo: PHOTO });
    expect((await getPhoto(awa)).statusCode).toBe(200);
    await db().update(profiles).set({ showOnPublicPage: false }).where(eq(profiles.userId, awa));
    expect((await getPhoto(awa)).statusCode).toBe(404);
    expect(await featured()).toEqual([]);
  });

  it('stops listing a member and serving their photo as soon as they are suspended or banned', async () => {
    const awa = await member('awa@example.org', { profile: optedIn(), photo: PHOTO });
    const binta = await member('binta@example.org', { profile: optedIn(), photo: PHOTO });
    expect((await getPhoto(awa)).statusCode).toBe(200);
    const restricted = { reason: 'Scam ring', createdAt: new Date() };
    await db()
      .insert(memberRestrictions)
      .values([
        { userId: awa, kind: 'suspended', until: new Date(Date.now() + 86_400_000), ...restricted },
        { userId: binta, kind: 'banned', until: null, ...restricted },
      ]);
    for (const id of [awa, binta]) expect((await getPhoto(id)).statusCode, id).toBe(404);
    expect(await featured()).toEqual([]);
  });
});
