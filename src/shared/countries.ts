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

export interface CountryCard {
  slug: CountrySlug;
  flag: string;
  members: number;
}

export const COUNTRY_CARDS: readonly CountryCard[] = [
  { slug: 'somalia', flag: '🇸🇴', members: 3200 },
  { slug: 'ethiopia', flag: '🇪🇹', members: 4100 },
  { slug: 'sudan', flag: '🇸🇩', members: 2800 },
  { slug: 'chad', flag: '🇹🇩', members: 1200 },
  { slug: 'niger', flag: '🇳🇪', members: 980 },
  { slug: 'nigeria', flag: '🇳🇬', members: 4700 },
  { slug: 'burkina-faso', flag: '🇧🇫', members: 870 },
  { slug: 'mali', flag: '🇲🇱', members: 1500 },
  { slug: 'mauritania', flag: '🇲🇷', members: 640 },
  { slug: 'senegal', flag: '🇸🇳', members: 2300 },
  { slug: 'gambia', flag: '🇬🇲', members: 456 },
  { slug: 'guinea', flag: '🇬🇳', members: 720 },
  { slug: 'america', flag: '🇺🇸', members: 3900 },
];

export function isCountrySlug(value: string): value is CountrySlug {
  return (COUNTRY_SLUGS as readonly string[]).includes(value);
}
