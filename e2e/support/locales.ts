// The app's own translations, read at test time: the specs assert what a visitor of each language
// reads without copying a single translation into the tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../src/shared/constants';

export { LANGUAGES, type Language };

const LOCALES_DIR = join(process.cwd(), 'src/web/i18n/locales');

type Tree = { [key: string]: unknown };
const cache = new Map<Language, Tree>();

/** Every area file of a language, each under its area name, as the app loads them (i18n.ts). */
export function localeTree(language: Language): Tree {
  let tree = cache.get(language);
  if (!tree) {
    const dir = join(LOCALES_DIR, language);
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    tree = Object.fromEntries(files.map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, name), 'utf8'))]));
    cache.set(language, tree);
  }
  return tree;
}

/** The raw value at a dotted key ('common.meta.landing.title'), or undefined. */
export function lookup(language: Language, key: string): unknown {
  let node: unknown = localeTree(language);
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

/** Like i18next's t() for plain strings with {{name}} placeholders; throws on a missing key. */
export function tr(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = lookup(language, key);
  if (typeof value !== 'string') throw new Error(`No string at ${language}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Every string leaf of a language, keyed by its dotted path (arrays index as numbers). */
export function leaves(language: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.set(path, node);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(localeTree(language), '');
  return out;
}

/** Collapses runs of white space (including no-break spaces that Intl uses) to one space. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A translation with {{placeholders}} and <0>trans tags</0> as a pattern of what is shown. */
export function patternOf(template: string): RegExp {
  const parts = normalizeSpace(template.replace(/<\/?\d+>/g, ''))
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escapeRegExp);
  return new RegExp(`^${parts.join('.+?')}$`, 'u');
}

/** Keys of a language whose text reads as `shown` (placeholders match anything). */
export function keysShowing(language: Language, shown: string): string[] {
  const text = normalizeSpace(shown);
  return [...leaves(language)].filter(([, value]) => patternOf(value).test(text)).map(([key]) => key);
}
