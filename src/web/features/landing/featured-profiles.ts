// The eight sample members of the landing grid (spec section 3, "Featured profile card").
// Until members can opt in to being shown publicly, these demo entries stand in for them.
// Names, ages and cities are data; the culture label is translated (landing.profiles.cultures).
import type { CountrySlug } from '../../../shared/countries';

export interface FeaturedProfile {
  id: string;
  name: string;
  age: number;
  /** City of residence, shown as written (diaspora cities keep their own names). */
  location: string;
  /** Heritage, by the country cards' slugs. */
  culture: CountrySlug;
  /** A member's own photo once opted in; null draws the generated avatar (no stock photos). */
  image: string | null;
  online: boolean;
  isPremium: boolean;
  /** Percent, 86-95 for the samples. */
  compatibility: number;
}

export const FEATURED_PROFILES: readonly FeaturedProfile[] = [
  {
    id: 'amina-warsame',
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
