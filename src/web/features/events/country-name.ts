import type { Language } from '../../../shared/constants';

const regionNames = new Map<Language, Intl.DisplayNames>();

/** Countries come as ISO codes so each language can name them; fall back to the code itself.
 * One DisplayNames per language: building it is what costs, not asking it. */
export function countryName(code: string, language: Language): string {
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
