// The Premium profile badge (the pricing page's "Premium profile badge"; docs/decisions/0020-discovery.md):
// the card of a member whose Premium is in force says so to other members, a Basic member's does
// not.
import { describe, expect, it } from 'vitest';
import type { DeckResponse } from '../../../shared/contracts/discovery';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';

describe.each(testDatabases())('the Premium badge on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const badges = async (cookie: string) => {
    const response = await app().inject({ url: '/api/discovery/deck', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(response.json<DeckResponse>().cards.map((card) => [card.id, card.isPremium]));
  };

  it("marks a Premium member's card with the Premium badge, a Basic member's not", async () => {
    const viewer = await signedInDiscoveryMember(app(), db(), { email: 'viewer@example.org', profile: MAN, dateOfBirth: yearsAgo(32) });
    const premium = await insertMember(db(), { email: 'premium@example.org', plans: ['basic', 'premium'] });
    const basic = await insertMember(db(), { email: 'basic@example.org' });
    expect(await badges(viewer.cookie)).toEqual({ [premium]: true, [basic]: false });
  });
});
