// The matching profiles the deck keeps in memory (matching-profiles.ts): a member whose rows did
// not change is scored from the copy, and any change of either row, however it was written (here
// by hand, as an edit outside the app would be, which no member-changed signal announces), is
// read again on the next deck. The copy must never be what the database no longer says.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { profiles, questionnaireAnswers, users } from '../../db/schema';
import { testDatabases } from '../../test/databases';
import { insertMember, yearsAgo } from '../../test/discovery-members';
import { matchingProfileOf } from './cards';
import { matchingProfilesOf } from './matching-profiles';
import { readScoringRow } from './member-rows';

describe.each(testDatabases())('matching profiles kept by row versions on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase.open();
  });
  afterEach(async () => {
    await database.close();
  });

  const db = () => database.db;
  const now = new Date();

  /** The member's id and row versions, as the deck's candidates statement reads them (deck-query.test.ts), and their matching profile. */
  const deckOf = async (memberId: string, at = now) => {
    const { id, version } = (await readScoringRow(db(), memberId))!;
    const candidates = [{ id, version }];
    return { candidates, profiles: await matchingProfilesOf(db(), candidates, at) };
  };
  /** What reading the member's whole row now gives: what the copy must always equal. */
  const readNow = async (id: string, at = now) => matchingProfileOf((await readScoringRow(db(), id))!, at);

  it('scores an unchanged member from memory and reads a changed one again, whichever of the two rows changed', async () => {
    const womanId = await insertMember(db(), {
      email: 'woman@example.org',
      profile: { languages: ['so'], city: 'London' },
      questionnaire: { relationshipGoals: 'marriage' },
    });
    const first = await deckOf(womanId);
    expect(first.profiles[0]).toEqual(await readNow(womanId));
    // Unchanged: the very same copy.
    expect((await deckOf(womanId)).profiles[0]).toBe(first.profiles[0]);

    await db()
      .update(profiles)
      .set({ languages: ['am', 'en'] })
      .where(eq(profiles.userId, womanId));
    const afterProfileEdit = (await deckOf(womanId)).profiles[0];
    expect(afterProfileEdit).not.toBe(first.profiles[0]);
    expect(afterProfileEdit?.languages).toEqual(['am', 'en']);
    expect(afterProfileEdit).toEqual(await readNow(womanId));

    await db()
      .update(questionnaireAnswers)
      .set({ relationshipGoals: 'friendship', preferences: ['religion'] })
      .where(eq(questionnaireAnswers.userId, womanId));
    const afterQuestionnaireEdit = (await deckOf(womanId)).profiles[0];
    expect(afterQuestionnaireEdit?.relationshipGoal).toBe('friendship');
    expect(afterQuestionnaireEdit?.preferences).toEqual(['religion']);
    expect(afterQuestionnaireEdit).toEqual(await readNow(womanId));
  });

  it('gives the age of the day asked about, and nothing for a member whose rows are gone', async () => {
    const womanId = await insertMember(db(), { email: 'woman@example.org', dateOfBirth: yearsAgo(30) });
    const { candidates, profiles: today } = await deckOf(womanId);
    expect(today[0]?.age).toBe(30);
    const nextYear = new Date(now.getTime() + 366 * 86_400_000);
    const [later] = await matchingProfilesOf(db(), candidates, nextYear);
    expect(later?.age).toBe(31);
    expect(later).toEqual(await readNow(womanId, nextYear));

    await db().delete(users).where(eq(users.id, womanId));
    expect(await matchingProfilesOf(db(), [{ id: womanId, version: 'a version the member no longer has' }], now)).toEqual([null]);
  });
});
