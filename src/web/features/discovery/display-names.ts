// Country names in the member's language, from the browser's own data
// (Intl.DisplayNames; docs/decisions/0012-profile.md, "Names from the browser"). Each formatter
// is built once per language: building one is the costly part, and a card names a country on
// every swipe (docs/targets.md S4).
import { RESIDENCE_COUNTRIES } from '../../../shared/contracts/profile';

const cache = new Map<string, Intl.DisplayNames>();

function displayNames(language: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}|${language}`;
  let names = cache.get(key);
  if (!names) cache.set(key, (names = new Intl.DisplayNames([language], { type })));
  return names;
}

/** Names already asked for: `of()` is costly enough to show on a slow phone's swipe. */
const named = new Map<string, string>();

function nameOf(code: string, language: string, type: 'region' | 'language'): string {
  const key = `${type}|${language}|${code}`;
  let name = named.get(key);
  if (name === undefined) {
    try {
      name = displayNames(language, type).of(code) ?? code;
    } catch {
      // A code Intl refuses: shown as it is rather than failing the card.
      name = code;
    }
    named.set(key, name);
  }
  return name;
}

export const regionName = (code: string, language: string): string => nameOf(code, language, 'region');

/** Every country, named and sorted in the member's language (the country filter). */
export function countryOptions(language: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(language);
  return RESIDENCE_COUNTRIES.map((code) => ({ code, name: regionName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
}
