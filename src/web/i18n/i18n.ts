// The app's texts: one JSON file per language and area (locales/<lang>/<area>.json). Only the
// areas a screen needs are fetched: `common` at start, each page's own area with its route
// chunk. A file's keys live under its area's name: t('landing.hero.title').
import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES, STORAGE_KEYS } from '../../shared/constants';
import { readStoredChoice, storeChoice } from '../lib/stored-choice';
import { LOCALE_AREAS, loadLocaleArea } from './locale-loader';
import { Translator } from './translator';

type I18n = Translator;

/** Areas some screen has asked for; a language switch loads all of them for the new language. */
const requestedAreas = new Set<string>(['common']);
let activeInstance: I18n | undefined;

export { isLanguage };

/**
 * The visitor's stored choice, else the page's language: the one the server sent it in (their
 * `language` cookie, else their browser's Accept-Language; boot.js keeps it on <html lang>),
 * so that the app starts in the language of the page it hydrates
 * (docs/decisions/0038-prerendered-public-pages.md). English when neither says.
 */
export function readStoredLanguage(): Language {
  const served = document.documentElement.lang;
  return readStoredChoice(STORAGE_KEYS.language, isLanguage, isLanguage(served) ? served : DEFAULT_LANGUAGE);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Loads the areas of `language` that the instance does not have yet. */
export async function ensureAreas(instance: I18n, language: Language, areas: readonly string[]): Promise<void> {
  areas.forEach((area) => requestedAreas.add(area));
  const missing = areas.filter((area) => !instance.hasArea(language, area));
  const loaded = await Promise.all(missing.map(async (area) => [area, await loadLocaleArea(language, area)] as const));
  for (const [area, texts] of loaded) instance.addArea(language, area, texts);
}

/** For route chunks: loads their areas into the app's instance, in its current language. */
export function ensureAreasForActiveLanguage(areas: readonly string[]): Promise<void> {
  if (!activeInstance || areas.length === 0) return Promise.resolve();
  return ensureAreas(activeInstance, activeInstance.language, areas);
}

/** Switches language: loads its texts, then updates the translator, <html lang dir> and storage. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await ensureAreas(instance, language, [...requestedAreas]);
  instance.changeLanguage(language);
  applyToDocument(language);
  storeChoice(STORAGE_KEYS.language, language);
  rememberLanguageForServer(language);
}

/**
 * A cookie beside the stored choice lets the server preload the right language's texts and
 * title in the page it sends (src/server/plugins/page-meta.ts). Not sensitive: a preference.
 */
export function rememberLanguageForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * Creates the translator with `areas` of `language` loaded (all areas by default, as
 * tests want; the app passes `common` plus the first page's areas).
 */
export async function initI18n(language: Language = readStoredLanguage(), areas: readonly string[] = LOCALE_AREAS): Promise<Translator> {
  const instance = new Translator(language);
  await ensureAreas(instance, language, ['common', ...areas]);
  applyToDocument(language);
  activeInstance = instance;
  return instance;
}
