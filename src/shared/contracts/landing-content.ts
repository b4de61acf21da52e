// The landing page's editable content (docs/decisions/0037-landing-editor.md): per language the
// hero's texts, the three quotes of the carousel and the country section's introduction; for all
// languages the featured members (chosen among those who opted in) and the countries shown, in
// order. One contract for the admin's draft, what is published, and the public answer.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { COUNTRY_SLUGS } from '../countries';
import { memberId } from '../routes/id-params';
import { isoTime } from './iso-time';

export const LANDING_LIMITS = {
  title: 120,
  subtitle: 320,
  tagline: 100,
  bulletTitle: 60,
  bulletText: 200,
  quote: 400,
  names: 80,
  place: 80,
  countriesIntro: 300,
  /** The grid shows up to eight (DISCOVERY_LIMITS.featuredProfiles). */
  featured: 8,
  /** The spec: three quotes per language; the hero: three feature bullets. */
  quotes: 3,
  bullets: 3,
} as const;

/** A required text: trimmed, not empty, at most `max` characters. */
const text = (max: number) => z.string().trim().min(1).max(max);

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const landingBullet = z.strictObject({ title: text(LANDING_LIMITS.bulletTitle), text: text(LANDING_LIMITS.bulletText) });
export const landingQuote = z.strictObject({
  quote: text(LANDING_LIMITS.quote),
  names: text(LANDING_LIMITS.names),
  place: text(LANDING_LIMITS.place),
});

/** One language's texts. */
export const landingTexts = z.strictObject({
  title: text(LANDING_LIMITS.title),
  subtitle: text(LANDING_LIMITS.subtitle),
  tagline: text(LANDING_LIMITS.tagline),
  bullets: z.array(landingBullet).length(LANDING_LIMITS.bullets),
  quotes: z.array(landingQuote).length(LANDING_LIMITS.quotes),
  countriesIntro: text(LANDING_LIMITS.countriesIntro),
});
export type LandingTexts = z.infer<typeof landingTexts>;

const textsByLanguage = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, landingTexts])) as Record<(typeof LANGUAGES)[number], typeof landingTexts>,
);

export const landingContent = z.strictObject({
  texts: textsByLanguage,
  /** In the grid's order; each must have opted in and be shown to others (checked again on every read). */
  featuredMemberIds: z.array(memberId).max(LANDING_LIMITS.featured).refine(unique, { message: 'A member is chosen twice.' }),
  /** The country cards shown, in order. */
  countries: z.array(z.enum(COUNTRY_SLUGS)).min(1).refine(unique, { message: 'A country is chosen twice.' }),
});
export type LandingContent = z.infer<typeof landingContent>;

/** GET /api/landing-content/:lang: what is published, in one language; null while nothing is. */
export const publicLandingContent = z.strictObject({
  content: z.strictObject({ texts: landingTexts, countries: z.array(z.enum(COUNTRY_SLUGS)) }).nullable(),
});
export type PublicLandingContent = z.infer<typeof publicLandingContent>;
export type LandingView = NonNullable<PublicLandingContent['content']>;

export const landingLanguageParams = z.strictObject({ lang: z.enum(LANGUAGES) });

const savedBy = z.string().nullable();

/** A member the admin may feature: opted in and shown to others now. */
export const featuredCandidate = z.strictObject({ id: z.string(), displayName: z.string(), city: z.string() });
export type FeaturedCandidate = z.infer<typeof featuredCandidate>;

export const landingVersion = z.strictObject({ id: z.number().int(), publishedAt: isoTime, publishedBy: savedBy });

/** GET /api/admin/landing: the draft, what is published, the versions published before, and whom the admin may feature. */
export const adminLanding = z.strictObject({
  draft: z.strictObject({ content: landingContent, savedAt: isoTime, savedBy }).nullable(),
  published: z.strictObject({ id: z.number().int(), content: landingContent, publishedAt: isoTime, publishedBy: savedBy }).nullable(),
  history: z.array(landingVersion),
  candidates: z.array(featuredCandidate),
});
export type AdminLanding = z.infer<typeof adminLanding>;
