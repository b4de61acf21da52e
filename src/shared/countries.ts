// The thirteen countries of the landing page's 'Across the Sahel' grid, in the spec's order.
// `members` is the demo display count; member pages replace it with live counts later.

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
  members: number;
}

export const COUNTRY_CARDS: readonly CountryCard[] = [
  { slug: 'somalia', countryCode: 'SO', members: 3200 },
  { slug: 'ethiopia', countryCode: 'ET', members: 4100 },
  { slug: 'sudan', countryCode: 'SD', members: 2800 },
  { slug: 'chad', countryCode: 'TD', members: 1200 },
  { slug: 'niger', countryCode: 'NE', members: 980 },
  { slug: 'nigeria', countryCode: 'NG', members: 4700 },
  { slug: 'burkina-faso', countryCode: 'BF', members: 870 },
  { slug: 'mali', countryCode: 'ML', members: 1500 },
  { slug: 'mauritania', countryCode: 'MR', members: 640 },
  { slug: 'senegal', countryCode: 'SN', members: 2300 },
  { slug: 'gambia', countryCode: 'GM', members: 456 },
  { slug: 'guinea', countryCode: 'GN', members: 720 },
  { slug: 'america', countryCode: 'US', members: 3900 },
];

export function isCountrySlug(value: string): value is CountrySlug {
  return (COUNTRY_SLUGS as readonly string[]).includes(value);
}
