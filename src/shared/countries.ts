// The thirteen countries of the landing page's 'Across the Sahel' grid, in the spec's order.
// Each card shows its page's live count (GET /api/members), never a figure of its own.

export const COUNTRY_SLUGS = [
  'somalia',
  'ethiopia',
  'sudan',
  'chad',
  'niger',
  'nigeria',
  'burkina-faso',
  'mali',
  'mauritania',
  'senegal',
  'gambia',
  'guinea',
  'america',
] as const;
export type CountrySlug = (typeof COUNTRY_SLUGS)[number];

/** The landing page's countries, by their ISO 3166-1 alpha-2 codes. */
export type CountryCode = 'SO' | 'ET' | 'SD' | 'TD' | 'NE' | 'NG' | 'BF' | 'ML' | 'MR' | 'SN' | 'GM' | 'GN' | 'US';

export interface CountryCard {
  slug: CountrySlug;
  /** ISO 3166-1 alpha-2: the flag drawn beside the country (web: components/flag.tsx). */
  countryCode: CountryCode;
}

export const COUNTRY_CARDS: readonly CountryCard[] = [
  { slug: 'somalia', countryCode: 'SO' },
  { slug: 'ethiopia', countryCode: 'ET' },
  { slug: 'sudan', countryCode: 'SD' },
  { slug: 'chad', countryCode: 'TD' },
  { slug: 'niger', countryCode: 'NE' },
  { slug: 'nigeria', countryCode: 'NG' },
  { slug: 'burkina-faso', countryCode: 'BF' },
  { slug: 'mali', countryCode: 'ML' },
  { slug: 'mauritania', countryCode: 'MR' },
  { slug: 'senegal', countryCode: 'SN' },
  { slug: 'gambia', countryCode: 'GM' },
  { slug: 'guinea', countryCode: 'GN' },
  { slug: 'america', countryCode: 'US' },
];

export function isCountrySlug(value: string): value is CountrySlug {
  return (COUNTRY_SLUGS as readonly string[]).includes(value);
}
