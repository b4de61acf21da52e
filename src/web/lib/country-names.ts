// Country names in the member's language, from the browser's own data
// (Intl.DisplayNames): no locale file has to list 249 countries in five languages.
import { type CountrySlug } from '../../shared/countries';
import { RESIDENCE_COUNTRIES } from '../../shared/contracts/profile';

/** The heritage countries' ISO codes, for their names (the landing page's 13). */
const HERITAGE_REGION: Record<CountrySlug, string> = {
  somalia: 'SO',
  ethiopia: 'ET',
  sudan: 'SD',
  chad: 'TD',
  niger: 'NE',
  nigeria: 'NG',
  'burkina-faso': 'BF',
  mali: 'ML',
  mauritania: 'MR',
  senegal: 'SN',
  gambia: 'GM',
  guinea: 'GN',
  america: 'US',
};

export function regionName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

export function heritageName(slug: CountrySlug, language: string): string {
  return regionName(HERITAGE_REGION[slug], language);
}

/** Every country, named and sorted in the member's language. */
export function residenceOptions(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return RESIDENCE_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
