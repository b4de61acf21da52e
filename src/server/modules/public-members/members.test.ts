// GET /api/members/:country: the live count for everyone, the members for verified subscribers
// only, with the deck's rules (never the viewer, nobody blocked either way, only discoverable
// members) and the country page's own (a hidden heritage counts but never lists a member).
import { describe, expect, it } from 'vitest';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { DISTANCE_BUCKETS, type MemberCard } from '../../../shared/contracts/discovery';
import { blocks } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { answerText } from '../../test/answer-text';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { addMember, completeJourney, idOf, type Journey } from './test/community';

const CARD_KEYS = ['age', 'bio', 'city', 'compatibility', 'country', 'displayName', 'distance', 'id', 'isPremium', 'photo', 'profession'];

describe.each(testDatabases())('GET /api/members/:country on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const member = (email: string, journey: Journey & { displayName?: string } = {}) => addMember(db(), app().storage, { email, ...journey });
  const getPage = (country: string, cookie?: string) =>
    app().inject({ method: 'GET', url: `/api/members/${country}`, headers: cookie ? { cookie } : {} });

  /** A signed-in member who went through the journey asked for: a man seeking women by default. */
  const viewer = async (email: string, journey: Journey = {}) => {
    const cookie = await signedInMember(app(), db(), email);
    const id = await idOf(db(), email);
    const profile = journey.profile === null ? null : { gender: 'man' as const, seeking: 'women' as const, ...journey.profile };
    await completeJourney(db(), app().storage, id, { ...journey, profile });
    return { cookie, id };
  };

  /** The Senegal page's cast: who counts, who is listed, who neither. */
  async function senegalCommunity() {
    const ids = {
      shown: await member('awa@example.org', { displayName: 'Awa Ndiaye' }),
      hiddenHeritage: await member('binta@example.org', { profile: { showHeritage: false } }),
      blockedByViewer: await member('coumba@example.org'),
      blockedTheViewer: await member('diary@example.org'),
      sameGender: await member('oumar@example.org', { profile: { gender: 'man', seeking: 'women' } }),
      // Seeks men of 18 to 25: the viewer (35) is outside her range, so they could not match.
      outOfRange: await member('sokhna@example.org', { profile: { ageMin: 18, ageMax: 25 } }),
    };
    // Not discoverable: not counted, not listed.
    await member('fatou@example.org', { verified: false });
    await member('mariama@example.org', { membership: 'lapsed' });
    await member('khady@example.org', { membership: false });
    await member('ndeye@example.org', { questionnaire: false });
    await member('rokhaya@example.org', { profile: null });
    // Another country.
    await member('hawa@example.org', { profile: { heritageCountry: 'mali' } });
    return ids;
  }

  it('gives a visitor the live count and no members, never cached', async () => {
    await senegalCommunity();
    const response = await getPage('senegal');
    expect(response.statusCode).toBe(200);
    // Hidden heritage counts: the count is an aggregate that names nobody.
    expect(response.json()).toEqual({ country: 'senegal', verifiedMembers: 6, members: null });
    expect(response.headers['cache-control']).toBe('no-store');
    // Limited per address, like every public route.
    expect(Number(response.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    expect((await getPage('mali')).json()).toEqual({ country: 'mali', verifiedMembers: 1, members: null });
    expect((await getPage('guinea')).json()).toEqual({ country: 'guinea', verifiedMembers: 0, members: null });
  });

  it('answers 404 for a country that has no page', async () => {
    for (const country of ['france', 'other', 'SENEGAL', '%20']) {
      const response = await getPage(country);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('shows a verified subscriber the members they could match, never themselves nor anyone blocked either way', async () => {
    const ids = await senegalCommunity();
    const me = await viewer('moussa@example.org', { profile: { heritageCountry: 'senegal', showHeritage: true } });
    await db()
      .insert(blocks)
      .values([
        { blockerId: me.id, blockedId: ids.blockedByViewer },
        { blockerId: ids.blockedTheViewer, blockedId: me.id },
      ]);
    const response = await getPage('senegal', me.cookie);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ verifiedMembers: number; members: MemberCard[] }>();
    // The viewer counts too; blocks hide people from the viewer, not from the public count.
    expect(page.verifiedMembers).toBe(7);
    expect(page.members.map((card) => card.id)).toEqual([ids.shown]);
    const [card] = page.members;
    expect(Object.keys(card!).sort()).toEqual(CARD_KEYS);
    // The first name only: a country page is not a match (docs/decisions/0020-discovery.md).
    expect(card).toMatchObject({ displayName: 'Awa', city: 'Dakar', country: 'SN', profession: 'Pharmacist', isPremium: false });
    expect(DISTANCE_BUCKETS).toContain(card!.distance);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('never sends coordinates, grid cells or exact distances', async () => {
    await member('awa@example.org', { profile: { cellLat: 1469, cellLon: -1745 } });
    const me = await viewer('moussa@example.org', { profile: { cellLat: 1469, cellLon: -1744 } });
    const response = await getPage('senegal', me.cookie);
    expect(response.json().members).toHaveLength(1);
    // Ids left out of the search: a random one can hold the digits of a grid cell (test/answer-text.ts).
    expect(answerText(response.body)).not.toMatch(/"cell|"lat|"lon|1469|1745|1744|kilomet/i);
    expect(response.body).not.toMatch(/"distance":\s*\d/);
  });

  it('gives the count only to members who may not browse yet', async () => {
    await senegalCommunity();
    const unverified = await viewer('a@example.org', { verified: false });
    const lapsed = await viewer('b@example.org', { membership: 'lapsed' });
    const noQuestionnaire = await viewer('c@example.org', { questionnaire: false });
    // Verified, but no profile yet: there is nothing to score the cards against.
    const noProfile = await viewer('d@example.org', { profile: null });
    for (const { cookie } of [unverified, lapsed, noQuestionnaire, noProfile]) {
      expect((await getPage('senegal', cookie)).json()).toEqual({ country: 'senegal', verifiedMembers: 6, members: null });
    }
  });

  it('gathers on the America page the members living in the US and those of American heritage', async () => {
    const ids = {
      usResident: await member('selam@example.org', {
        profile: { heritageCountry: 'ethiopia', showHeritage: false, residenceCountry: 'US' },
      }),
      shownHeritage: await member('grace@example.org', {
        profile: { heritageCountry: 'america', showHeritage: true, residenceCountry: 'CA' },
      }),
      hiddenHeritage: await member('joy@example.org', {
        profile: { heritageCountry: 'america', showHeritage: false, residenceCountry: 'CA' },
      }),
    };
    await member('amal@example.org', { profile: { heritageCountry: 'sudan', residenceCountry: 'GB' } });
    const me = await viewer('moussa@example.org');
    expect((await getPage('america')).json()).toEqual({ country: 'america', verifiedMembers: 3, members: null });
    const listed = (await getPage('america', me.cookie)).json<{ members: MemberCard[] }>().members.map((card) => card.id);
    expect(listed.sort()).toEqual([ids.usResident, ids.shownHeritage].sort());
    // The Ethiopian page counts the US resident by her heritage, but does not name her by it.
    const ethiopia = (await getPage('ethiopia', me.cookie)).json();
    expect(ethiopia).toEqual({ country: 'ethiopia', verifiedMembers: 1, members: [] });
  });

  it(`shows at most ${DISCOVERY_LIMITS.countryPageSize} members, best match first`, async () => {
    const extra = DISCOVERY_LIMITS.countryPageSize + 3;
    for (let index = 0; index < extra; index += 1) await member(`member${index}@example.org`);
    const me = await viewer('moussa@example.org', { profile: { heritageCountry: 'mali' } });
    const page = (await getPage('senegal', me.cookie)).json<{ verifiedMembers: number; members: MemberCard[] }>();
    expect(page.verifiedMembers).toBe(extra);
    expect(page.members).toHaveLength(DISCOVERY_LIMITS.countryPageSize);
    const scores = page.members.map((card) => card.compatibility.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
