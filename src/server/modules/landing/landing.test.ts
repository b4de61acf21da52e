// The landing editor end to end through the API (docs/decisions/0037-landing-editor.md): who may
// call each route, the contract refusing bad content without changing anything, a draft the
// public never sees, publishing in one step with the version before kept, every act in the audit
// log, and featured members who must have opted in, checked again on every read.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, landingContents, profiles } from '../../db/schema';
import { insertVerifiedAccount } from '../../seed/accounts';
import { payInSandbox, sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { completeOnboarding } from '../../test/onboarding';
import { TEST_PASSWORD } from '../../test/site';
import { passwordHasherFor } from '../auth/passwords';
import { addMember } from '../public-members/test/community';
import { LANDING_PERSONAL_DATA } from './personal-data';
import { landingContentFor, textsIn } from './test/content';

describe.each(testDatabases())('the landing editor on $name', (testDatabase) => {
  // 0: every read goes to the database, so a test sees what another server would after its cache time.
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000', PUBLIC_COUNTERS_CACHE_SECONDS: '0' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const admin = () => signedInMember(app(), db(), 'admin@example.org', 'admin');
  const publicContent = async (language: string) => (await call('GET', `/api/landing-content/${language}`)).json().content;
  const featuredIds = async () => (await call('GET', '/api/featured-profiles')).json().members.map((member: { id: string }) => member.id);
  const optedIn = (email: string, displayName = 'Awa Ndiaye') =>
    addMember(db(), app().storage, { email, displayName, profile: { showOnPublicPage: true } });

  it('lets only admins with their second factor read and write the editor; the public content is for everyone', async () => {
    const adminCookie = await admin();
    await insertVerifiedAccount(
      db(),
      {
        email: 'half-admin@example.org',
        password: TEST_PASSWORD,
        displayName: 'Half',
        dateOfBirth: '1980-01-01',
        language: 'en',
        role: 'admin',
      },
      passwordHasherFor('test'),
    );
    const withoutSecondFactor = sessionCookieOf(await signIn(app(), 'half-admin@example.org'));
    const member = await signedInMember(app(), db(), 'member@example.org');
    await payInSandbox(app(), member, 'basic');
    await completeOnboarding(db(), 'member@example.org');
    const calls = (cookie?: string) => [
      call('GET', '/api/admin/landing', cookie),
      call('PUT', '/api/admin/landing/draft', cookie, landingContentFor()),
      call('POST', '/api/admin/landing/publish', cookie),
    ];
    for (const response of await Promise.all(calls())) expect(response.statusCode).toBe(401);
    for (const cookie of [member, withoutSecondFactor]) {
      for (const response of await Promise.all(calls(cookie))) expect(response.statusCode).toBe(403);
    }
    expect(await publicContent('fr')).toBeNull();
    const editor = await call('GET', '/api/admin/landing', adminCookie);
    expect(editor.statusCode).toBe(200);
    expect(editor.json()).toEqual({ draft: null, published: null, history: [], candidates: [] });
    for (const cookie of [undefined, member, adminCookie]) {
      const response = await call('GET', '/api/landing-content/en', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0');
    }
    expect((await call('GET', '/api/landing-content/de')).statusCode).toBe(404);
  });

  it('refuses content the contract does not accept, and keeps nothing of it', async () => {
    const cookie = await admin();
    const valid = landingContentFor();
    const twoQuotes = { ...valid, texts: { ...valid.texts, fr: { ...textsIn('fr'), quotes: textsIn('fr').quotes.slice(0, 2) } } };
    const { am: _am, ...fourLanguages } = valid.texts;
    const bad = [
      twoQuotes,
      { ...valid, texts: fourLanguages },
      { ...valid, texts: { ...valid.texts, en: { ...textsIn('en'), title: '   ' } } },
      { ...valid, texts: { ...valid.texts, en: { ...textsIn('en'), title: 'x'.repeat(121) } } },
      { ...valid, texts: { ...valid.texts, sw: { ...textsIn('sw'), bullets: textsIn('sw').bullets.slice(0, 2) } } },
      { ...valid, countries: ['senegal', 'senegal'] },
      { ...valid, countries: ['atlantis'] },
      { ...valid, countries: [] },
      { ...valid, featuredMemberIds: ['a', 'a'] },
      { ...valid, featuredMemberIds: Array.from({ length: 9 }, (_, i) => `member-${i}`) },
      { ...valid, extra: true },
    ];
    for (const payload of bad) {
      const response = await call('PUT', '/api/admin/landing/draft', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/admin/landing', cookie)).json().draft).toBeNull();
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'landing_draft_save'))).toEqual([]);
  });

  it('keeps a draft from the public until it is published, keeps the version before, and logs each act', async () => {
    const cookie = await admin();
    expect((await call('POST', '/api/admin/landing/publish', cookie)).statusCode).toBe(404);
    const first = landingContentFor({ texts: { ...landingContentFor().texts, fr: textsIn('fr', 'Trouvez votre moitié') } });
    const saved = await call('PUT', '/api/admin/landing/draft', cookie, first);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.content.texts.fr.title).toBe('Trouvez votre moitié');
    expect(saved.json().published).toBeNull();
    expect(await publicContent('fr')).toBeNull();

    const published = await call('POST', '/api/admin/landing/publish', cookie);
    expect(published.statusCode).toBe(200);
    expect(published.json().published.content).toEqual(first);
    expect(await publicContent('fr')).toEqual({ texts: first.texts.fr, countries: ['senegal', 'mali', 'somalia'] });
    expect((await publicContent('en')).texts.title).toBe('Title en');

    // A second version: the first is kept in the history; the draft stays for the next edit.
    const second = landingContentFor({ countries: ['america'] });
    await call('PUT', '/api/admin/landing/draft', cookie, second);
    expect((await publicContent('fr')).texts.title).toBe('Trouvez votre moitié');
    const again = (await call('POST', '/api/admin/landing/publish', cookie)).json();
    expect(again.published.content).toEqual(second);
    expect(again.draft.content).toEqual(second);
    expect(again.history).toEqual([expect.objectContaining({ id: published.json().published.id, publishedBy: 'Amina' })]);
    expect(await publicContent('fr')).toEqual({ texts: second.texts.fr, countries: ['america'] });

    const actions = await db().select({ action: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('landing'))).toEqual([
      'landing_draft_save',
      'landing_publish',
      'landing_draft_save',
      'landing_publish',
    ]);
  });

  it('features only members who opted in, in the chosen order, and never one who opted out since', async () => {
    const cookie = await admin();
    const awa = await optedIn('awa@example.org', 'Awa Ndiaye');
    const binta = await optedIn('binta@example.org', 'Binta Camara');
    const hidden = await addMember(db(), app().storage, { email: 'hidden@example.org' });
    const paused = await addMember(db(), app().storage, {
      email: 'paused@example.org',
      profile: { showOnPublicPage: true, pausedAt: new Date() },
    });

    const editor = (await call('GET', '/api/admin/landing', cookie)).json();
    expect(editor.candidates.map((candidate: { id: string }) => candidate.id)).toEqual([awa, binta]);
    for (const refused of [hidden, paused, 'nobody']) {
      const response = await call('PUT', '/api/admin/landing/draft', cookie, landingContentFor({ featuredMemberIds: [awa, refused] }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'FEATURED_MEMBER_UNAVAILABLE', details: { memberIds: [refused] } });
    }
    expect((await call('GET', '/api/admin/landing', cookie)).json().draft).toBeNull();

    await call('PUT', '/api/admin/landing/draft', cookie, landingContentFor({ featuredMemberIds: [binta, awa] }));
    expect((await call('POST', '/api/admin/landing/publish', cookie)).statusCode).toBe(200);
    expect(await featuredIds()).toEqual([binta, awa]);

    // Binta turns the toggle off: she leaves the page at once, though still in the published choice.
    await db().update(profiles).set({ showOnPublicPage: false }).where(eq(profiles.userId, binta));
    expect(await featuredIds()).toEqual([awa]);
    // Publishing the draft that still names her is refused.
    const refused = await call('POST', '/api/admin/landing/publish', cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual({ memberIds: [binta] });
    // Nobody chosen may be shown any more: the newest opted-in members instead (none here).
    await db().update(profiles).set({ showOnPublicPage: false }).where(eq(profiles.userId, awa));
    expect(await featuredIds()).toEqual([]);
  });

  it("takes an erased member's id out of the draft, the published version and every version before", async () => {
    const cookie = await admin();
    const awa = await optedIn('awa@example.org', 'Awa Ndiaye');
    const binta = await optedIn('binta@example.org', 'Binta Camara');
    await call('PUT', '/api/admin/landing/draft', cookie, landingContentFor({ featuredMemberIds: [awa, binta] }));
    await call('POST', '/api/admin/landing/publish', cookie);
    await call('PUT', '/api/admin/landing/draft', cookie, landingContentFor({ featuredMemberIds: [binta, awa] }));
    await call('POST', '/api/admin/landing/publish', cookie);
    await call('PUT', '/api/admin/landing/draft', cookie, landingContentFor({ featuredMemberIds: [awa] }));

    await db().transaction((tx) => LANDING_PERSONAL_DATA.erase(tx, { id: awa, email: 'awa@example.org' }));

    const stored = await db().select({ status: landingContents.status, content: landingContents.content }).from(landingContents);
    expect(stored.map((row) => [row.status, row.content.featuredMemberIds]).sort()).toEqual([
      ['draft', []],
      ['published', [binta]],
      ['superseded', [binta]],
    ]);
    expect(JSON.stringify(stored)).not.toContain(awa);
  });
});
