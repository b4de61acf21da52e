// The landing grid's members (spec section 3, "Featured profile card"): members who opted in to
// be shown publicly (GET /api/featured-profiles, decisions.md "Discovery"), or, while nobody has,
// the eight sample members below. Names, ages and cities are data; the culture label is
// translated (landing.profiles.cultures).
import type { FeaturedMember } from '../../../shared/contracts/discovery';
import { type CountrySlug, isCountrySlug } from '../../../shared/countries';

export interface FeaturedProfile {
  id: string;
  /** A real member's id (Chat opens them for Premium members); null for a sample, who is nobody. */
  memberId: string | null;
  name: string;
  age: number;
  /** City of residence, shown as written (diaspora cities keep their own names). */
  location: string;
  /** Heritage, by the country cards' slugs; null when a member keeps it private. */
  culture: CountrySlug | null;
  /** A member's own photo (public URL) once opted in; null draws the generated avatar (no stock photos). */
  image: string | null;
  online: boolean;
  isPremium: boolean;
  /** Percent, 86-95 for the samples; null for real members (a visitor has nothing to match). */
  compatibility: number | null;
}

/** A real member as the grid shows them: only what they chose to show (the server sends nothing more). */
export function profileOfMember(member: FeaturedMember): FeaturedProfile {
  return {
    id: member.id,
    memberId: member.id,
    name: member.displayName,
    age: member.age,
    location: member.city,
    culture: member.heritageCountry !== null && isCountrySlug(member.heritageCountry) ? member.heritageCountry : null,
    image: member.photoUrl,
    // Whether someone is online is not among what they agreed to show.
    online: false,
    isPremium: member.isPremium,
    compatibility: null,
  };
}

export const FEATURED_PROFILES: readonly FeaturedProfile[] = [
  {
    id: 'amina-warsame',
    memberId: null,
    name: 'Amina',
    age: 27,
    location: 'Minneapolis',
    culture: 'somalia',
    image: null,
    online: true,
    isPremium: true,
    compatibility: 95,
  },
  {
    id: 'dawit-bekele',
    memberId: null,
    name: 'Dawit',
    age: 31,
    location: 'Washington, D.C.',
    culture: 'ethiopia',
    image: null,
    online: false,
    isPremium: false,
    compatibility: 92,
  },
  {
    id: 'aissatou-diallo',
    memberId: null,
    name: 'Aïssatou',
    age: 29,
    location: 'Montréal',
    culture: 'senegal',
    image: null,
    online: true,
    isPremium: false,
    compatibility: 94,
  },
  {
    id: 'ibrahim-keita',
    memberId: null,
    name: 'Ibrahim',
    age: 33,
    location: 'Paris',
    culture: 'mali',
    image: null,
    online: false,
    isPremium: true,
    compatibility: 87,
  },
  {
    id: 'fatima-elnour',
    memberId: null,
    name: 'Fatima',
    age: 26,
    location: 'London',
    culture: 'sudan',
    image: null,
    online: true,
    isPremium: false,
    compatibility: 89,
  },
  {
    id: 'musa-abubakar',
    memberId: null,
    name: 'Musa',
    age: 30,
    location: 'Houston',
    culture: 'nigeria',
    image: null,
    online: false,
    isPremium: false,
    compatibility: 90,
  },
  {
    id: 'mariam-mahamat',
    memberId: null,
    name: 'Mariam',
    age: 28,
    location: 'Toronto',
    culture: 'chad',
    image: null,
    online: true,
    isPremium: true,
    compatibility: 88,
  },
  {
    id: 'oumar-ouedraogo',
    memberId: null,
    name: 'Oumar',
    age: 32,
    location: 'Brussels',
    culture: 'burkina-faso',
    image: null,
    online: false,
    isPremium: false,
    compatibility: 86,
  },
];
