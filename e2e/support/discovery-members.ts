// Members ready for discovery, made through the public API as their own onboarding would leave
// them (sign-up, the confirmation link, sign-in, the sandbox membership, the questionnaire, the
// ID images and the phone code, the profile): each step has a browser spec of its own, and the
// discovery specs only need the result, in a second or two rather than a minute of forms.
//
// Isolation: the e2e server is shared by every spec, two at a time, and it holds the demo
// community (src/server/seed/community/: members aged 21-55). A discovery spec's members live in a
// "circle": all the same age, 56 or over, each seeking exactly that age, so they meet only each
// other, never a demo member (none is that age) nor another spec's members (the deck's hard
// filters are both ways: docs/decisions/0021-compatibility.md). They have heritage
// 'other' and live in France, so no country page and no count another spec reads changes.
import type { APIRequestContext, APIResponse, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { DeckResponse, SwipeDirection, SwipeResponse } from '../../src/shared/contracts/discovery';
import type { ProfilePhotoList } from '../../src/shared/contracts/photos';
import type { Profile } from '../../src/shared/contracts/profile';
import { linkFromOutbox, PASSWORD } from './accounts';
import { expect } from './fixtures';
import type { Language } from './locales';

/**
 * One circle per test, so tests running at the same time never see each other's members. A
 * retry gets the next age (its first attempt's members stay in the database): two ages a slot,
 * as a test is retried once at most (playwright.config.ts).
 */
export const CIRCLES = {
  'discovery-end-en': 0,
  'discovery-end-ar': 1,
  'discovery-limit-en': 2,
  'discovery-limit-ar': 3,
  'matches-en': 4,
  'matches-ar': 5,
  'messages-en': 6,
  'messages-ar': 7,
  'moderation-en': 8,
  'moderation-ar': 9,
  'likes-en': 10,
  'likes-ar': 11,
  'prompts-en': 12,
  'prompts-ar': 13,
  'match-moment-en': 14,
  'match-moment-ar': 15,
  'phone-card': 16,
  pause: 17,
  'events-going-en': 18,
  'events-going-ar': 19,
  // Specs whose members only match in pairs through the API, by id, and never read a deck's or
  // Likes' cards (offline data, push notifications) share a circle: a pair sees nobody else's.
  // Ages run out at 99 (two a slot, 22 slots).
  'matched-pairs-en': 20,
  'matched-pairs-ar': 21,
} as const;
export type Circle = keyof typeof CIRCLES;

const OLDEST_DEMO_MEMBER = 55;
const FIRST_CIRCLE_AGE = 56;

/** The age every member of `circle` has and seeks, for this attempt of the test. */
export function circleAge(circle: Circle, testInfo: TestInfo): number {
  const age = FIRST_CIRCLE_AGE + CIRCLES[circle] * 2 + Math.min(testInfo.retry, 1);
  expect(age).toBeGreaterThan(OLDEST_DEMO_MEMBER);
  expect(age).toBeLessThanOrEqual(99);
  return age;
}

/** 'YYYY-MM-DD' of someone whose `age`th birthday was 100 days ago (UTC). */
function dateOfBirthFor(age: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - 100)).toISOString().slice(0, 10);
}

export interface MemberSpec {
  displayName: string;
  gender: 'woman' | 'man';
  age: number;
  language: Language;
  premium?: boolean;
  profession?: string;
}

export interface DiscoveryMember {
  id: string;
  email: string;
  displayName: string;
}

let made = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(made++).toString(36)}`;

/** A small real image (the server checks the bytes and a 200 px minimum side). */
const verificationImage = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 90, b: 140 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

async function ok(what: string, answer: Promise<APIResponse>) {
  const response = await answer;
  expect(response.status(), `${what}: ${await response.text().catch(() => '')}`).toBe(200);
  return response;
}

/**
 * A verified member seeking exactly their own age among the other gender, signed in on `api`:
 * pass the browser's `page.request` to sign the browser in as them, or a request context of its
 * own for a member the test only drives through the API.
 */
export async function createDiscoveryMember(api: APIRequestContext, origin: string, spec: MemberSpec): Promise<DiscoveryMember> {
  const email = `${spec.displayName.toLowerCase().replace(/[^a-z]/g, '')}-${uniqueSuffix()}@example.com`;
  const headers = { origin };
  const json = (data: unknown) => ({ data, headers });

  await ok(
    'sign-up',
    api.post('/api/auth/sign-up/email', {
      ...json({ email, password: PASSWORD, displayName: spec.displayName, dateOfBirth: dateOfBirthFor(spec.age), language: spec.language }),
    }),
  );
  await ok('e-mail confirmation', api.get(await linkFromOutbox(api, email, '/api/auth/verify-email')));
  await ok('sign-in', api.post('/api/auth/sign-in/email', json({ email, password: PASSWORD })));

  for (const plan of spec.premium ? (['basic', 'premium'] as const) : (['basic'] as const)) {
    const checkout = await ok('checkout', api.post('/api/payments/checkout', json({ plan, provider: 'sandbox' })));
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    await ok('sandbox payment', api.post(`/api/payments/sandbox/${sessionId}/complete`, { headers }));
  }

  await ok(
    'questionnaire',
    api.put(
      '/api/questionnaire',
      json({
        relationshipGoals: 'marriage',
        preferences: ['culture'],
        lifestyle: 'family_oriented',
        bio: `${spec.displayName} writes poems.`,
      }),
    ),
  );

  await ok(
    'ID document',
    api.put('/api/verification/id-document', { data: await verificationImage(40), headers: { ...headers, 'content-type': 'image/jpeg' } }),
  );
  await ok(
    'selfie',
    api.put('/api/verification/selfie', { data: await verificationImage(180), headers: { ...headers, 'content-type': 'image/jpeg' } }),
  );
  const phoneNumber = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await ok('phone code', api.post('/api/verification/phone/code', json({ phoneNumber })));
  const code = await codeFromSmsOutbox(api, phoneNumber);
  // The last step submits to the sandbox provider, which approves at once.
  const verified = await ok('phone check', api.post('/api/verification/phone/verify', json({ code })));
  expect(((await verified.json()) as { status: string }).status).toBe('approved');

  const profile: Profile = {
    displayName: spec.displayName,
    gender: spec.gender,
    seeking: spec.gender === 'woman' ? 'men' : 'women',
    ageMin: spec.age,
    ageMax: spec.age,
    heritageCountry: 'other',
    residenceCountry: 'FR',
    city: 'Lyon',
    religion: null,
    practice: null,
    languages: ['fr', 'en'],
    maritalHistory: null,
    childrenHave: null,
    childrenWant: null,
    education: null,
    profession: spec.profession ?? 'Teacher',
    interests: [],
    openToRelocating: null,
    showReligion: false,
    showHeritage: false,
    showOnPublicPage: false,
  };
  await ok('profile', api.put('/api/profile', json(profile)));

  const me = (await (await ok('me', api.get('/api/me'))).json()) as { hasVerifiedID: boolean; isPremium: boolean; user: { id: string } };
  expect(me.hasVerifiedID).toBe(true);
  expect(me.isPremium).toBe(spec.premium === true);
  return { id: me.user.id, email, displayName: spec.displayName };
}

/**
 * Members of one gender in a circle, each signed in on a request context of their own (the test
 * disposes of them with `api.dispose()`).
 */
export async function createCircleMembers(
  newContext: () => Promise<APIRequestContext>,
  origin: string,
  spec: Omit<MemberSpec, 'displayName'>,
  names: readonly string[],
): Promise<{ member: DiscoveryMember; api: APIRequestContext }[]> {
  return Promise.all(
    names.map(async (displayName) => {
      const api = await newContext();
      return { member: await createDiscoveryMember(api, origin, { ...spec, displayName }), api };
    }),
  );
}

async function codeFromSmsOutbox(api: APIRequestContext, phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await api.get(`/api/dev/sms-outbox?to=${encodeURIComponent(phoneNumber)}`);
        const { messages } = (await answer.json()) as { messages: { text: string }[] };
        code = messages[0]?.text.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
        return code;
      },
      { message: `a text message with a code to ${phoneNumber}` },
    )
    .toBeDefined();
  return code!;
}

/** Uploads a plain profile photo (a real JPEG, 400×500) for the member signed in on `api`; returns its id. */
export async function uploadProfilePhoto(api: APIRequestContext, origin: string): Promise<string> {
  const data = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const uploaded = await api.post('/api/profile/photos', { data, headers: { origin, 'content-type': 'image/jpeg' } });
  expect(uploaded.status(), await uploaded.text().catch(() => '')).toBe(201);
  return ((await uploaded.json()) as ProfilePhotoList).photos.at(-1)!.id;
}

/** One swipe through the API, as the deck sends it; returns the server's answer. */
export async function swipeThroughApi(
  api: APIRequestContext,
  origin: string,
  targetId: string,
  direction: SwipeDirection,
): Promise<SwipeResponse> {
  const answer = await ok('swipe', api.post('/api/discovery/swipes', { data: { targetId, direction }, headers: { origin } }));
  return (await answer.json()) as SwipeResponse;
}

/** The member's deck as the server answers it now. */
export async function deckThroughApi(api: APIRequestContext): Promise<DeckResponse> {
  return (await (await ok('deck', api.get('/api/discovery/deck'))).json()) as DeckResponse;
}
