// The route authorisation matrix (the start of docs/targets.md T1): EVERY registered route is
// called by six callers, from a visitor to an admin, and each one below the route's declared level
// must be refused (401 without a session, 403 with the missing step in `details.reason`), each one
// at or above it must get past the access check. Not every stage level has a shipped route yet,
// so this app also registers one tiny route per stage level; a real route added later with any
// level is covered the day it lands, with no change here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { ACCESS_LEVELS, type AccessLevel, reaches } from '../plugins/route-access';
import { registerRoute } from '../plugins/route-contracts';
import { z } from 'zod';
import { route } from '../../shared/routes/route';
import { payInSandbox, signedInMember, signIn, signInAgain, signUp } from './accounts';
import { SITE_ORIGIN } from './site';
import { completeOnboarding } from './onboarding';
import { testDatabases } from './databases';

const TEST_ONLY_ROUTES = {
  subscriber: '/api/test-only/subscriber',
  verified: '/api/test-only/verified',
  premium: '/api/test-only/premium',
} as const;

const REASON_BY_LEVEL: Partial<Record<AccessLevel, string>> = {
  subscriber: 'SUBSCRIPTION_REQUIRED',
  verified: 'ONBOARDING_REQUIRED',
  premium: 'PREMIUM_REQUIRED',
  admin: 'ADMIN_REQUIRED',
};

/** The step the browser should show: the first one the caller lacks (the role, on admin routes). */
function expectedReason(callerLevel: AccessLevel, routeLevel: AccessLevel): string | undefined {
  if (routeLevel === 'admin') return REASON_BY_LEVEL.admin;
  return REASON_BY_LEVEL[ACCESS_LEVELS[ACCESS_LEVELS.indexOf(callerLevel) + 1]!];
}

interface Caller {
  name: string;
  /** The highest level this caller reaches. */
  level: AccessLevel;
  cookie: string;
  /** Signed-in callers sign in again after a route that may end their sessions. */
  email?: string;
}

/** Routes that end the caller's sessions when they let the caller through: called last, each
 * followed by a new sign-in, so that they do not sign the callers out of the routes after them. */
const SESSION_ENDING_URLS = ['/api/auth/sign-out', '/api/auth/revoke-sessions'];
const endsSessions = (route: { url: string }) => SESSION_ENDING_URLS.includes(route.url);

/** A concrete URL for a route pattern: parameters and wildcards filled with a plausible value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'events').replace(/\*$/, 'anything');
}

let address = 0;
/** A fresh client address per call keeps the per-IP rate limits out of the matrix. */
const nextAddress = () => {
  address += 1;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
};

describe.each(testDatabases())('the route authorisation matrix on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let app: SahelHeartsApp;
  const callers: Caller[] = [];

  const pay = (cookie: string, plan: 'basic' | 'premium') => payInSandbox(app, cookie, plan);
  const flagsOf = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  beforeAll(async () => {
    database = await testDatabase.open();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_HOUR: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000',
      CONTACT_RATE_LIMIT_PER_HOUR: '10000',
    });
    app = await buildApp({ config, db: database.db, serveWebApp: false });
    // Test-only: every stage level has a route, whatever shipped code declares.
    // Built from contracts, like every API route (docs/decisions/0028-route-contracts.md).
    for (const access of ['subscriber', 'verified', 'premium'] as const) {
      const contract = route({
        method: 'GET',
        path: TEST_ONLY_ROUTES[access],
        access,
        summary: 'A test route',
        response: z.object({ ok: z.literal(true) }),
      });
      registerRoute(app, contract, async () => ({ ok: true }) as const);
    }
    await app.ready();

    callers.push({ name: 'visitor', level: 'public', cookie: '' });
    // Signed up, e-mail not verified: better-auth gives no session, and signing in is refused.
    const signedUp = await signUp(app, { email: 'unverified@example.org' });
    const refused = await signIn(app, 'unverified@example.org');
    expect(refused.statusCode).toBe(403);
    const unverifiedCookie = [...signedUp.cookies, ...refused.cookies].map((item) => `${item.name}=${item.value}`).join('; ');
    callers.push({ name: 'unverified member', level: 'public', cookie: unverifiedCookie });

    callers.push({
      name: 'member',
      level: 'member',
      cookie: await signedInMember(app, database.db, 'member@example.org'),
      email: 'member@example.org',
    });
    const subscriber = await signedInMember(app, database.db, 'subscriber@example.org');
    await pay(subscriber, 'basic');
    callers.push({ name: 'subscriber', level: 'subscriber', cookie: subscriber, email: 'subscriber@example.org' });
    const verified = await signedInMember(app, database.db, 'verified@example.org');
    await pay(verified, 'basic');
    await completeOnboarding(database.db, 'verified@example.org');
    callers.push({ name: 'verified member', level: 'verified', cookie: verified, email: 'verified@example.org' });
    const premium = await signedInMember(app, database.db, 'premium@example.org');
    await pay(premium, 'basic');
    await pay(premium, 'premium');
    await completeOnboarding(database.db, 'premium@example.org');
    callers.push({ name: 'premium member', level: 'premium', cookie: premium, email: 'premium@example.org' });
    // An admin who never paid: the role passes every stage gate.
    callers.push({
      name: 'admin',
      level: 'admin',
      cookie: await signedInMember(app, database.db, 'admin@example.org', 'admin'),
      email: 'admin@example.org',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has callers at the stages they claim', async () => {
    const flags = Object.fromEntries(await Promise.all(callers.map(async ({ name, cookie }) => [name, await flagsOf(cookie)] as const)));
    expect(flags.visitor).toMatchObject({ isAuthenticated: false });
    expect(flags['unverified member']).toMatchObject({ isAuthenticated: false });
    expect(flags.member).toMatchObject({ isAuthenticated: true, hasSubscription: false, isPremium: false });
    expect(flags.subscriber).toMatchObject({ isAuthenticated: true, hasSubscription: true, hasVerifiedID: false, isPremium: false });
    expect(flags['verified member']).toMatchObject({
      hasSubscription: true,
      hasCompletedQuestionnaire: true,
      hasVerifiedID: true,
      isPremium: false,
    });
    expect(flags['premium member']).toMatchObject({ isAuthenticated: true, hasSubscription: true, hasVerifiedID: true, isPremium: true });
    expect(flags.admin).toMatchObject({ isAuthenticated: true, hasSubscription: false });
  });

  it('declares every level on some route, the test-only routes among the stage levels', () => {
    const levels = new Set(app.registeredRoutes.map((route) => route.access));
    expect([...levels].sort()).toEqual([...ACCESS_LEVELS].sort());
    // Shipped routes join the stage levels with their issues (the questionnaire is 'subscriber').
    const staged = app.registeredRoutes.filter((route) => ['subscriber', 'verified', 'premium'].includes(route.access));
    expect(staged.map((route) => route.url)).toEqual(expect.arrayContaining(Object.values(TEST_ONLY_ROUTES)));
  });

  it('refuses every caller below each route level, and lets every caller at or above it through', async () => {
    let checked = 0;
    const routes = [...app.registeredRoutes.filter((route) => !endsSessions(route)), ...app.registeredRoutes.filter(endsSessions)];
    for (const route of routes) {
      for (const caller of callers) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          headers: { origin: SITE_ORIGIN, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
          remoteAddress: nextAddress(),
          // A dummy body: an allowed caller may meet a 400 or 404, never the access check.
          ...(route.method === 'GET' ? {} : { payload: { value: 1 } }),
        });
        const context = `${caller.name} -> ${route.method} ${route.url} (${route.access}): ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (reaches(caller.level, route.access)) {
          expect([401, 403], context).not.toContain(response.statusCode);
        } else if (caller.level === 'public') {
          expect(response.statusCode, context).toBe(401);
          expect(response.json().code, context).toBe('UNAUTHORIZED');
        } else {
          expect(response.statusCode, context).toBe(403);
          expect(response.json(), context).toMatchObject({
            code: 'FORBIDDEN',
            details: { reason: expectedReason(caller.level, route.access) },
          });
        }
        checked += 1;
      }
      if (endsSessions(route)) {
        for (const caller of callers) if (caller.email) caller.cookie = await signInAgain(app, caller.email);
      }
    }
    expect(checked).toBe(app.registeredRoutes.length * callers.length);
  });

  it('lets every signed-in member change the away e-mails, subscribed or not (docs/decisions/0025-away-notifications.md)', () => {
    const declared = app.registeredRoutes
      .filter((route) => route.url === '/api/account/notifications')
      .map((route) => `${route.method} ${route.access}`);
    expect(declared.sort()).toEqual(['GET member', 'PUT member']);
  });

  it('lets the stage routes answer the callers who reach them', async () => {
    for (const caller of callers) {
      for (const [level, url] of Object.entries(TEST_ONLY_ROUTES)) {
        const response = await app.inject({ method: 'GET', url, headers: caller.cookie ? { cookie: caller.cookie } : {} });
        expect(response.statusCode, `${caller.name} ${url}`).toBe(
          reaches(caller.level, level as AccessLevel) ? 200 : caller.level === 'public' ? 401 : 403,
        );
      }
    }
  });
});
