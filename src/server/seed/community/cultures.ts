// The thirteen heritages of the landing page's country grid (shared/countries.ts) as the demo
// community lives them: where members of each live (at home and in the diaspora cities), which
// languages they speak and write their bio in, their faiths, and what they wear in a photo.
// Plausible shares for a demo, not statistics about anyone.
import type { CountrySlug } from '../../../shared/countries';
import type { LanguageCode, Religion } from '../../../shared/contracts/profile';
import type { StyleWeights } from './avatar';

/** The languages a bio is written in: the site's five. */
export type BioLanguage = 'en' | 'fr' | 'ar' | 'sw' | 'am';

type Weights<T> = readonly (readonly [T, number])[];

export interface Residence {
  /** ISO 3166-1 alpha-2. */
  country: string;
  weight: number;
  /** Cities members of this heritage live in there, most first; each is in the discovery gazetteer. */
  cities: readonly string[];
}

export interface Culture {
  slug: CountrySlug;
  residences: readonly Residence[];
  /** Languages (beyond the one of the country they live in) and how often each is spoken. */
  languages: Weights<LanguageCode>;
  religions: Weights<Religion>;
  /** The language of the bio and of the e-mails, before the country of residence has its say. */
  bioLanguages: Weights<BioLanguage>;
  womenStyles: StyleWeights;
  menStyles: StyleWeights;
}

/** The diaspora cities every heritage shares, by country. */
const US = ['Minneapolis', 'Washington', 'Columbus', 'Seattle', 'Atlanta', 'New York', 'Houston', 'Dallas', 'Silver Spring', 'Saint Paul'];
const FR = ['Paris', 'Montreuil', 'Saint-Denis', 'Lyon', 'Marseille', 'Lille', 'Bordeaux'];

const MUSLIM_WOMEN: StyleWeights = [
  ['hijab', 5],
  ['gele', 2],
  ['braids', 2],
  ['puff', 1],
];
const WEST_AFRICAN_WOMEN: StyleWeights = [
  ['gele', 4],
  ['braids', 4],
  ['hijab', 2],
  ['puff', 2],
  ['afro', 1],
  ['locs', 1],
  ['long', 1],
];
const MEN: StyleWeights = [
  ['short', 5],
  ['fade', 4],
  ['waves', 2],
  ['bald', 2],
  ['afro', 1],
  ['locs', 1],
];
const MUSLIM_MEN: StyleWeights = [...MEN, ['kufi', 3]];

export const CULTURES: readonly Culture[] = [
  {
    slug: 'somalia',
    residences: [
      { country: 'SO', weight: 28, cities: ['Mogadishu', 'Hargeisa', 'Bosaso', 'Garowe', 'Kismayo'] },
      { country: 'US', weight: 20, cities: ['Minneapolis', 'Columbus', 'Seattle', 'Saint Paul', 'Eden Prairie'] },
      { country: 'GB', weight: 12, cities: ['London', 'Birmingham', 'Bristol', 'Leicester', 'Cardiff'] },
      { country: 'KE', weight: 12, cities: ['Nairobi', 'Mombasa', 'Garissa'] },
      { country: 'CA', weight: 8, cities: ['Toronto', 'Ottawa', 'Edmonton'] },
      { country: 'SE', weight: 6, cities: ['Stockholm', 'Gothenburg', 'Malmö'] },
      { country: 'AE', weight: 5, cities: ['Dubai', 'Abu Dhabi'] },
      { country: 'NO', weight: 4, cities: ['Oslo'] },
      { country: 'NL', weight: 3, cities: ['Amsterdam', 'Rotterdam'] },
      { country: 'DJ', weight: 2, cities: ['Djibouti'] },
    ],
    languages: [
      ['so', 10],
      ['ar', 5],
      ['en', 6],
      ['sw', 2],
    ],
    religions: [['islam', 1]],
    bioLanguages: [
      ['en', 6],
      ['ar', 2],
      ['sw', 1],
    ],
    womenStyles: [
      ['hijab', 7],
      ['braids', 1],
      ['long', 1],
    ],
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'ethiopia',
    residences: [
      { country: 'ET', weight: 34, cities: ['Addis Ababa', 'Bahir Dar', 'Hawassa', 'Adama', 'Dire Dawa', 'Gondar', 'Mekelle'] },
      { country: 'US', weight: 24, cities: ['Washington', 'Silver Spring', 'Alexandria', 'Minneapolis', 'Seattle', 'Atlanta', 'Dallas'] },
      { country: 'GB', weight: 8, cities: ['London', 'Manchester'] },
      { country: 'CA', weight: 8, cities: ['Toronto', 'Calgary', 'Edmonton'] },
      { country: 'DE', weight: 6, cities: ['Frankfurt', 'Berlin', 'Munich'] },
      { country: 'SE', weight: 4, cities: ['Stockholm'] },
      { country: 'AE', weight: 4, cities: ['Dubai'] },
      { country: 'IT', weight: 2, cities: ['Rome', 'Milan'] },
      { country: 'KE', weight: 2, cities: ['Nairobi'] },
    ],
    languages: [
      ['am', 10],
      ['om', 3],
      ['ti', 2],
      ['en', 7],
    ],
    religions: [
      ['christianity_orthodox', 6],
      ['islam', 3],
      ['christianity_protestant', 2],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [
      ['am', 5],
      ['en', 5],
    ],
    womenStyles: [
      ['braids', 4],
      ['netela', 2],
      ['long', 3],
      ['afro', 2],
      ['puff', 1],
      ['hijab', 2],
    ],
    menStyles: MEN,
  },
  {
    slug: 'sudan',
    residences: [
      { country: 'SD', weight: 26, cities: ['Omdurman', 'Port Sudan', 'Khartoum', 'Kassala', 'Wad Madani', 'Atbara'] },
      { country: 'EG', weight: 20, cities: ['Cairo', 'Giza', 'Alexandria'] },
      { country: 'SA', weight: 12, cities: ['Riyadh', 'Jeddah', 'Dammam'] },
      { country: 'AE', weight: 10, cities: ['Dubai', 'Abu Dhabi', 'Sharjah'] },
      { country: 'GB', weight: 8, cities: ['London', 'Birmingham', 'Cardiff'] },
      { country: 'US', weight: 7, cities: ['Washington', 'Dallas', 'Atlanta', 'New York'] },
      { country: 'QA', weight: 5, cities: ['Doha'] },
      { country: 'CA', weight: 4, cities: ['Toronto', 'Ottawa'] },
    ],
    languages: [
      ['ar', 10],
      ['en', 6],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [
      ['ar', 7],
      ['en', 3],
    ],
    womenStyles: [
      ['hijab', 6],
      ['gele', 1],
      ['braids', 1],
      ['long', 1],
    ],
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'chad',
    residences: [
      { country: 'TD', weight: 60, cities: ["N'Djamena", 'Moundou', 'Abéché', 'Sarh'] },
      { country: 'FR', weight: 20, cities: FR },
      { country: 'CM', weight: 6, cities: ['Douala', 'Yaoundé'] },
      { country: 'US', weight: 6, cities: US },
      { country: 'CA', weight: 4, cities: ['Montreal', 'Ottawa'] },
      { country: 'SA', weight: 4, cities: ['Jeddah', 'Riyadh'] },
    ],
    languages: [
      ['fr', 10],
      ['ar', 8],
    ],
    religions: [
      ['islam', 6],
      ['christianity_catholic', 3],
      ['christianity_protestant', 2],
      ['traditional', 1],
    ],
    bioLanguages: [
      ['fr', 6],
      ['ar', 4],
    ],
    womenStyles: MUSLIM_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'niger',
    residences: [
      { country: 'NE', weight: 62, cities: ['Niamey', 'Zinder', 'Maradi', 'Agadez', 'Tahoua', 'Dosso'] },
      { country: 'FR', weight: 15, cities: FR },
      { country: 'NG', weight: 6, cities: ['Kano', 'Abuja', 'Lagos'] },
      { country: 'US', weight: 8, cities: ['New York', 'Columbus', 'Atlanta'] },
      { country: 'CI', weight: 5, cities: ['Abidjan'] },
      { country: 'BE', weight: 4, cities: ['Brussels', 'Liège'] },
    ],
    languages: [
      ['fr', 10],
      ['ha', 8],
      ['ff', 2],
      ['ar', 1],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [
      ['fr', 9],
      ['en', 1],
    ],
    womenStyles: MUSLIM_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'nigeria',
    residences: [
      { country: 'NG', weight: 52, cities: ['Lagos', 'Abuja', 'Kano', 'Ibadan', 'Port Harcourt', 'Enugu', 'Kaduna', 'Benin City'] },
      { country: 'GB', weight: 20, cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Milton Keynes', 'Reading'] },
      { country: 'US', weight: 16, cities: ['Houston', 'Atlanta', 'New York', 'Dallas', 'Washington', 'Brooklyn'] },
      { country: 'CA', weight: 6, cities: ['Toronto', 'Calgary', 'Mississauga'] },
      { country: 'IE', weight: 3, cities: ['Dublin'] },
      { country: 'ZA', weight: 3, cities: ['Johannesburg', 'Cape Town'] },
    ],
    languages: [
      ['en', 10],
      ['yo', 4],
      ['ig', 4],
      ['ha', 4],
    ],
    religions: [
      ['christianity_protestant', 4],
      ['islam', 4],
      ['christianity_catholic', 3],
      ['traditional', 1],
    ],
    bioLanguages: [['en', 1]],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MEN,
  },
  {
    slug: 'burkina-faso',
    residences: [
      { country: 'BF', weight: 64, cities: ['Ouagadougou', 'Bobo-Dioulasso', 'Koudougou', 'Ouahigouya'] },
      { country: 'FR', weight: 15, cities: FR },
      { country: 'CI', weight: 10, cities: ['Abidjan'] },
      { country: 'US', weight: 5, cities: ['New York', 'Washington'] },
      { country: 'BE', weight: 3, cities: ['Brussels'] },
      { country: 'IT', weight: 3, cities: ['Milan', 'Turin'] },
    ],
    languages: [
      ['fr', 10],
      ['ff', 2],
      ['bm', 3],
    ],
    religions: [
      ['islam', 6],
      ['christianity_catholic', 3],
      ['christianity_protestant', 1],
      ['traditional', 1],
    ],
    bioLanguages: [['fr', 1]],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MEN,
  },
  {
    slug: 'mali',
    residences: [
      { country: 'ML', weight: 58, cities: ['Bamako', 'Sikasso', 'Ségou', 'Kayes', 'Mopti'] },
      { country: 'FR', weight: 24, cities: ['Paris', 'Montreuil', 'Saint-Denis', 'Aubervilliers', 'Mantes-la-Jolie', 'Lyon'] },
      { country: 'US', weight: 6, cities: ['New York', 'Bronx', 'Atlanta'] },
      { country: 'CI', weight: 6, cities: ['Abidjan'] },
      { country: 'ES', weight: 3, cities: ['Madrid', 'Barcelona'] },
      { country: 'SN', weight: 3, cities: ['Dakar'] },
    ],
    languages: [
      ['bm', 10],
      ['fr', 9],
      ['ff', 2],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [
      ['fr', 9],
      ['en', 1],
    ],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'mauritania',
    residences: [
      { country: 'MR', weight: 65, cities: ['Nouakchott', 'Nouadhibou', 'Rosso', 'Kiffa', 'Kaédi', 'Atar'] },
      { country: 'FR', weight: 14, cities: ['Paris', 'Montreuil', 'Lyon', 'Marseille'] },
      { country: 'SN', weight: 6, cities: ['Dakar', 'Saint-Louis'] },
      { country: 'ES', weight: 5, cities: ['Madrid', 'Barcelona'] },
      { country: 'US', weight: 5, cities: ['Columbus', 'Cincinnati', 'New York'] },
      { country: 'AE', weight: 5, cities: ['Dubai', 'Abu Dhabi'] },
    ],
    languages: [
      ['ar', 10],
      ['fr', 7],
      ['ff', 2],
      ['wo', 1],
    ],
    religions: [['islam', 1]],
    bioLanguages: [
      ['ar', 5],
      ['fr', 5],
    ],
    womenStyles: [
      ['hijab', 7],
      ['gele', 1],
      ['braids', 1],
    ],
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'senegal',
    residences: [
      { country: 'SN', weight: 54, cities: ['Dakar', 'Pikine', 'Thiès', 'Saint-Louis', 'Touba', 'Ziguinchor', 'Mbour', 'Kaolack'] },
      { country: 'FR', weight: 20, cities: FR },
      { country: 'IT', weight: 8, cities: ['Milan', 'Turin', 'Rome', 'Bologna'] },
      { country: 'US', weight: 8, cities: ['New York', 'Bronx', 'Atlanta', 'Houston'] },
      { country: 'ES', weight: 5, cities: ['Barcelona', 'Madrid', 'Valencia'] },
      { country: 'BE', weight: 3, cities: ['Brussels'] },
      { country: 'CA', weight: 2, cities: ['Montreal'] },
    ],
    languages: [
      ['wo', 10],
      ['fr', 9],
      ['ff', 3],
      ['en', 2],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [
      ['fr', 8],
      ['en', 2],
    ],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'gambia',
    residences: [
      { country: 'GM', weight: 55, cities: ['Serekunda', 'Banjul', 'Brikama', 'Bakau', 'Farafenni'] },
      { country: 'GB', weight: 18, cities: ['London', 'Birmingham', 'Manchester'] },
      { country: 'US', weight: 10, cities: ['Atlanta', 'New York', 'Raleigh'] },
      { country: 'SE', weight: 5, cities: ['Stockholm', 'Gothenburg'] },
      { country: 'ES', weight: 5, cities: ['Barcelona'] },
      { country: 'DE', weight: 4, cities: ['Berlin', 'Hamburg'] },
      { country: 'SN', weight: 3, cities: ['Dakar'] },
    ],
    languages: [
      ['en', 10],
      ['wo', 6],
      ['ff', 3],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [['en', 1]],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'guinea',
    residences: [
      { country: 'GN', weight: 58, cities: ['Conakry', 'Kankan', 'Labé', 'Nzérékoré', 'Kindia', 'Mamou'] },
      { country: 'FR', weight: 15, cities: FR },
      { country: 'US', weight: 8, cities: ['New York', 'Bronx', 'Philadelphia', 'Columbus'] },
      { country: 'SN', weight: 7, cities: ['Dakar'] },
      { country: 'BE', weight: 6, cities: ['Brussels', 'Antwerp'] },
      { country: 'CA', weight: 3, cities: ['Montreal'] },
      { country: 'CI', weight: 3, cities: ['Abidjan'] },
    ],
    languages: [
      ['fr', 10],
      ['ff', 6],
    ],
    religions: [
      ['islam', 9],
      ['christianity_catholic', 1],
    ],
    bioLanguages: [['fr', 1]],
    womenStyles: WEST_AFRICAN_WOMEN,
    menStyles: MUSLIM_MEN,
  },
  {
    slug: 'america',
    residences: [
      {
        country: 'US',
        weight: 90,
        cities: [
          'Atlanta',
          'Houston',
          'Chicago',
          'New York',
          'Washington',
          'Baltimore',
          'Philadelphia',
          'Detroit',
          'Charlotte',
          'Los Angeles',
          'Oakland',
          'Minneapolis',
        ],
      },
      { country: 'CA', weight: 4, cities: ['Toronto', 'Montreal'] },
      { country: 'GB', weight: 3, cities: ['London'] },
      { country: 'GH', weight: 3, cities: ['Accra'] },
    ],
    languages: [
      ['en', 10],
      ['es', 1],
      ['fr', 1],
    ],
    religions: [
      ['christianity_protestant', 6],
      ['christianity_catholic', 1],
      ['islam', 2],
      ['none', 2],
    ],
    bioLanguages: [['en', 1]],
    womenStyles: [
      ['braids', 4],
      ['afro', 3],
      ['puff', 2],
      ['locs', 2],
      ['long', 3],
      ['gele', 1],
    ],
    menStyles: MEN,
  },
];

/** How many members of each heritage the community has, relative to each other (the landing page's order of size). */
export const HERITAGE_WEIGHTS: Weights<CountrySlug> = [
  ['somalia', 11],
  ['ethiopia', 14],
  ['sudan', 9],
  ['chad', 4],
  ['niger', 4],
  ['nigeria', 15],
  ['burkina-faso', 3],
  ['mali', 5],
  ['mauritania', 3],
  ['senegal', 8],
  ['gambia', 2],
  ['guinea', 3],
  ['america', 13],
];

/** The language of the country a member lives in, when it is one a profile can name. */
export const COUNTRY_LANGUAGE: Record<string, LanguageCode> = {
  US: 'en',
  GB: 'en',
  CA: 'en',
  IE: 'en',
  ZA: 'en',
  GH: 'en',
  NG: 'en',
  KE: 'sw',
  FR: 'fr',
  BE: 'fr',
  CI: 'fr',
  CM: 'fr',
  SN: 'fr',
  ML: 'fr',
  BF: 'fr',
  NE: 'fr',
  GN: 'fr',
  TD: 'fr',
  MR: 'ar',
  SD: 'ar',
  EG: 'ar',
  SA: 'ar',
  AE: 'ar',
  QA: 'ar',
  DE: 'de',
  IT: 'it',
  ES: 'es',
};

/** Where members live shifts the language of their bio: Swahili in Kenya, French in France... */
export const RESIDENCE_BIO_LANGUAGE: Record<string, BioLanguage> = {
  KE: 'sw',
  FR: 'fr',
  BE: 'fr',
  GB: 'en',
  US: 'en',
  CA: 'en',
  EG: 'ar',
  SA: 'ar',
  AE: 'ar',
  QA: 'ar',
};
