// GET and PUT /api/questionnaire: who may call them, what is accepted, and the /api/me flag
// (the answers and the profile's required part: src/shared/questionnaire-step.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH } from '../../../shared/contracts/questionnaire';
import { questionnaireAnswers, users } from '../../db/schema';
import { signedInMember, subscribedMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { profileBody } from '../../test/profile-body';

const VALID = {
  relationshipGoals: 'marriage',
  preferences: ['religion', 'culture'],
  lifestyle: 'no_smoking',
  bio: 'Teacher in Dakar who loves family dinners and long walks by the sea.',
};

describe.each(testDatabases())('the questionnaire API on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const getAnswers = (cookie?: string) => app().inject({ method: 'GET', url: '/api/questionnaire', headers: cookie ? { cookie } : {} });
  const putAnswers = (cookie: string | undefined, payload: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/api/questionnaire',
      headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const storedRows = () => db().select().from(questionnaireAnswers);

  const subscriber = (email: string) => subscribedMember(app(), db(), email);

  it('refuses a visitor with 401, on reading and saving', async () => {
    expect((await getAnswers()).statusCode).toBe(401);
    const refused = await putAnswers(undefined, VALID);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHORIZED');
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a member without a membership with 403 SUBSCRIPTION_REQUIRED', async () => {
    const cookie = await signedInMember(app(), db(), 'hawa@example.org');
    for (const response of [await getAnswers(cookie), await putAnswers(cookie, VALID)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'SUBSCRIPTION_REQUIRED' } });
    }
    expect(await storedRows()).toEqual([]);
    expect((await me(cookie)).hasCompletedQuestionnaire).toBe(false);
  });

  it('lets a subscriber save and read their answers; /api/me says the step is done once the profile is saved too', async () => {
    const cookie = await subscriber('hawa@example.org');
    expect((await me(cookie)).hasCompletedQuestionnaire).toBe(false);
    const empty = await getAnswers(cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ answers: null });

    const saved = await putAnswers(cookie, { ...VALID, bio: `  ${VALID.bio}  ` });
    expect(saved.statusCode).toBe(200);
    // Trimmed before it is stored.
    expect(saved.json()).toEqual({ answers: VALID });
    expect((await getAnswers(cookie)).json()).toEqual({ answers: VALID });
    // The step's second part, the profile's required fields (docs/decisions/0031-profile-in-onboarding.md).
    expect((await me(cookie)).hasCompletedQuestionnaire).toBe(false);
    const profile = await app().inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: SITE_ORIGIN, cookie },
      payload: profileBody(),
    });
    expect(profile.statusCode).toBe(200);
    expect((await me(cookie)).hasCompletedQuestionnaire).toBe(true);
  });

  it('replaces the answers on a second save, keeping the first completion time', async () => {
    const cookie = await subscriber('hawa@example.org');
    expect((await putAnswers(cookie, VALID)).statusCode).toBe(200);
    const [first] = await storedRows();
    const changed = { ...VALID, relationshipGoals: 'friendship', preferences: ['location'], lifestyle: 'active' };
    const response = await putAnswers(cookie, changed);
    expect(response.json()).toEqual({ answers: changed });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completedAt.getTime()).toBe(first!.completedAt.getTime());
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
  });

  it("keeps one member's answers apart from another's", async () => {
    const hawa = await subscriber('hawa@example.org');
    const bakari = await subscriber('bakari@example.org');
    await putAnswers(hawa, VALID);
    expect((await getAnswers(bakari)).json()).toEqual({ answers: null });
    expect((await me(bakari)).hasCompletedQuestionnaire).toBe(false);
    const [hawaUser] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'hawa@example.org'));
    expect((await storedRows()).map((row) => row.userId)).toEqual([hawaUser!.id]);
  });

  it("puts the answers in the member's data export, and only theirs", async () => {
    const hawa = await subscriber('hawa@example.org');
    const bakari = await subscriber('bakari@example.org');
    await putAnswers(hawa, VALID);
    await putAnswers(bakari, { ...VALID, bio: 'Fisherman from Lamu.' });
    const exported = await app().inject({ method: 'GET', url: '/api/account/export', headers: { cookie: hawa } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().questionnaire).toEqual([expect.objectContaining(VALID)]);
    expect(exported.body).not.toContain('Lamu');
  });

  const invalidBodies: [string, unknown][] = [
    ['no body', undefined],
    ['a missing relationship goal', { ...VALID, relationshipGoals: undefined }],
    ['a missing bio', { ...VALID, bio: undefined }],
    ['an unknown relationship goal', { ...VALID, relationshipGoals: 'polygamy' }],
    ['an unknown lifestyle', { ...VALID, lifestyle: 'Smokes Hookah' }],
    ['an unknown preference', { ...VALID, preferences: ['religion', 'income'] }],
    ['no preference', { ...VALID, preferences: [] }],
    ['a repeated preference', { ...VALID, preferences: ['religion', 'religion'] }],
    ['preferences that are not a list', { ...VALID, preferences: 'religion' }],
    ['an empty bio', { ...VALID, bio: '' }],
    ['a bio of spaces only', { ...VALID, bio: ' \n\t ' }],
    ['a bio that is too long', { ...VALID, bio: 'a'.repeat(BIO_MAX_LENGTH + 1) }],
  ];

  it.each(invalidBodies)('refuses %s with 400 VALIDATION_FAILED and stores nothing', async (_name, body) => {
    const cookie = await subscriber('hawa@example.org');
    const response = await putAnswers(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await storedRows()).toEqual([]);
    expect((await me(cookie)).hasCompletedQuestionnaire).toBe(false);
  });

  it('accepts a bio of exactly the maximum length', async () => {
    const cookie = await subscriber('hawa@example.org');
    expect((await putAnswers(cookie, { ...VALID, bio: 'a'.repeat(BIO_MAX_LENGTH) })).statusCode).toBe(200);
  });

  it('keeps the saved answers when a later save is refused', async () => {
    const cookie = await subscriber('hawa@example.org');
    await putAnswers(cookie, VALID);
    expect((await putAnswers(cookie, { ...VALID, preferences: [] })).statusCode).toBe(400);
    expect((await getAnswers(cookie)).json()).toEqual({ answers: VALID });
  });
});
