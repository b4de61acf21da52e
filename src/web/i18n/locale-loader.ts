// Where a language's texts come from: each locales/<lang>/<area>.json is built as a hashed JSON
// asset (not JavaScript: it costs no script parsing) and fetched when first needed. Tests swap
// this module for one that reads the files from disk (src/web/test/setup.ts).
// messages.json holds the e-mail and SMS texts, which only the server reads.
const localeUrls = import.meta.glob<string>(['./locales/*/*.json', '!./locales/*/messages.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

export async function loadLocaleArea(language: string, area: string): Promise<Record<string, unknown>> {
  const url = localeUrls[`./locales/${language}/${area}.json`];
  if (!url) throw new Error(`No texts for ${language}/${area}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load texts ${language}/${area}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Every area that has a locale file (the same in all five languages: a test checks it). */
export const LOCALE_AREAS: readonly string[] = [
  ...new Set(Object.keys(localeUrls).map((path) => path.split('/')[3]!.replace(/\.json$/, ''))),
];
