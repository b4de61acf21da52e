// Reads the locale files straight from disk (node fs), so a file added by anyone is checked
// without registering it, and flattens them into comparable key -> text maps.
// Used by src/web/i18n/locales.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../i18n/locales');

export function listLanguageDirs(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory())
    .sort();
}

export function listAreaFiles(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export type Flat = Map<string, unknown>;

/** Nested objects and arrays become dotted paths (arrays by index): hero.title, faq.items.0.q. */
export function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

export function readLocaleFile(language: string, file: string): Flat {
  const path = join(LOCALES_DIR, language, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${language}/${file} is not valid JSON: ${(error as Error).message}`);
  }
  return flatten(parsed);
}

/** {{name}} and {{name, format}} interpolations, as a sorted list (duplicates kept). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/** <0>, </0>, <strong/> ... as used by react-i18next's <Trans>, as a sorted list. */
export function tagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();
}

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

/** 'items_one' -> { base: 'items', form: 'one' }; undefined for keys that are no plural form. */
export function pluralForm(key: string): { base: string; form: string } | undefined {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : undefined;
}

/**
 * The plural forms a language needs for everyday counts (0 to 1000), which is what i18next will
 * look up: English one/other, Arabic zero/one/two/few/many/other.
 */
export function requiredPluralForms(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const forms = new Set<string>(['other']);
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return forms;
}

export function allowedPluralForms(language: string): Set<string> {
  return new Set([...new Intl.PluralRules(language).resolvedOptions().pluralCategories, 'zero', 'other']);
}

/** Names that may stay as they are in every language. */
export const BRAND_TOKENS = ['Sahel Hearts', 'PayPal', 'Stripe', 'Visa', 'Mastercard', 'WhatsApp', 'Instagram', 'TikTok', 'Facebook'];

/**
 * The words of a text that a translator would translate: without placeholders, tags, brand
 * names, e-mail addresses, URLs, numbers and punctuation.
 */
export function translatableWords(text: string): string[] {
  let rest = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  for (const brand of BRAND_TOKENS) rest = rest.split(brand).join(' ');
  return rest.split(/[^\p{L}\p{M}'’-]+/u).filter((word) => /\p{L}/u.test(word));
}
