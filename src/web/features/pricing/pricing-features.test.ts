// @vitest-environment node
// "Every pricing-page feature maps to something a test exercises" (docs/architecture.md, Tests):
// each feature /pricing lists is mapped here to the tests that exercise it, each named by its file
// and its title. This fails when the page lists a feature the table lacks (or the table keeps one
// the page dropped), when a mapped file is gone, or when it no longer holds the test so titled.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/pricing.json';
import { BASIC_FEATURES, PREMIUM_FEATURES } from './plan-features';

const ROOT = new URL('../../../../', import.meta.url);

/** A test that exercises a feature: its file from the repository's root and its title (or the title's fixed part). */
interface Exercise {
  file: string;
  title: string;
}

const FEATURE_TESTS: Record<string, Exercise[]> = {
  'basic.profiles': [
    {
      file: 'src/server/modules/discovery/discovery.test.ts',
      title: 'offers verified, subscribed members of the sought gender within both age ranges, never the viewer',
    },
    {
      file: 'e2e/discovery.spec.ts',
      title: 'a member passes on everyone, reaches No More Profiles, views them again, blocks one and reports another',
    },
  ],
  'basic.matching': [
    {
      file: 'src/server/modules/member-cards/compatibility.test.ts',
      title: 'ranks the deck by the same score it shows: scoreOf is the score compatibilityOf gives',
    },
    {
      file: 'src/server/modules/discovery/discovery.test.ts',
      title: 'makes one confirmed match when both like, and tells the second liker',
    },
    {
      file: 'e2e/discovery.spec.ts',
      title: 'a demo member likes someone who already liked them, sees "It\'s a match!" and finds the match',
    },
  ],
  'basic.swipes': [
    {
      file: 'src/server/modules/discovery/discovery.test.ts',
      title: "refuses a Basic member's 51st swipe of the UTC day, changing nothing, and not a Premium member's",
    },
    { file: 'e2e/discovery.spec.ts', title: "a Basic member spends the day's last swipe and sees the limit" },
  ],
  'basic.events': [
    {
      file: 'src/server/modules/events/events-routes.test.ts',
      title: 'takes an admin’s event from draft to published; a Basic member goes, sees the venue and downloads the calendar',
    },
    {
      file: 'e2e/events-admin.spec.ts',
      title: 'a Basic member goes, sees the venue and downloads the calendar; the Premium-only meetup refuses him',
    },
  ],
  'premium.views': [
    {
      file: 'src/server/modules/discovery/discovery.test.ts',
      title: "refuses a Basic member's 51st swipe of the UTC day, changing nothing, and not a Premium member's",
    },
    { file: 'src/web/features/discovery/discovery-page.test.tsx', title: 'a Premium member has unlimited swipes' },
  ],
  'premium.hookah': [
    {
      file: 'src/server/modules/events/events-routes.test.ts',
      title: 'refuses a Basic member on a Premium-only event with a reason the page translates, and lets Premium in',
    },
    {
      file: 'src/server/modules/events/rsvp.test.ts',
      title: 'refuses a Basic member on a Premium-only event, and anyone on a cancelled, started or draft event',
    },
  ],
  'premium.invitations': [
    {
      file: 'src/server/modules/events/events-routes.test.ts',
      title: 'invites the Premium members living near a new Premium-only event, once, and no one else',
    },
  ],
  'premium.badge': [
    {
      file: 'src/server/modules/discovery/premium-badge.test.ts',
      title: "marks a Premium member's card with the Premium badge, a Basic member's not",
    },
    {
      file: 'src/web/features/discovery/discovery-page.test.tsx',
      title: 'shows the photo, name and age, city with distance, profession, bio, compatibility, reasons and the Premium badge',
    },
  ],
  'premium.support': [
    {
      file: 'src/server/modules/contact/contact-inbox.test.ts',
      title: "lists Premium members' messages first, then the oldest, and marks them priority",
    },
    {
      file: 'src/web/features/admin/contact/contact-inbox.test.tsx',
      title: 'lists the new messages in the given order with Premium marked, and answers one',
    },
  ],
};

const shownOnPage = [...BASIC_FEATURES.map((key) => `basic.${key}`), ...PREMIUM_FEATURES.map((key) => `premium.${key}`)];

describe('the pricing page’s features', () => {
  it('lists exactly the features its locale texts describe', () => {
    expect(BASIC_FEATURES).toEqual(Object.keys(en.basic.features));
    expect(PREMIUM_FEATURES).toEqual(Object.keys(en.premium.features));
  });

  it('are each mapped to at least one test, and the table maps no feature the page does not show', () => {
    expect(Object.keys(FEATURE_TESTS).sort()).toEqual([...shownOnPage].sort());
    for (const feature of shownOnPage) expect(FEATURE_TESTS[feature], feature).not.toHaveLength(0);
  });

  it.each(Object.entries(FEATURE_TESTS).flatMap(([feature, tests]) => tests.map((test) => ({ feature, ...test }))))(
    '$feature is exercised by "$title" in $file',
    ({ file, title }) => {
      const path = new URL(file, ROOT);
      expect(existsSync(path), `${file} exists`).toBe(true);
      expect(readFileSync(path, 'utf8')).toContain(title);
    },
  );
});
