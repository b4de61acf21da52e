// @vitest-environment node
// Every text exists in all five languages (docs/targets.md R1): the same files, the same keys, the
// same {{placeholders}}, no empty strings, and real translations rather than copies of English.
// A language whose words follow a gender may give a text as i18next's context forms, `key_female`
// and `key_male` (both, never one), in place of or beside the plain `key`.
// Files are discovered on disk, so a new area file is covered as soon as it exists.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import {
  allowedPluralForms,
  type Flat,
  listAreaFiles,
  listLanguageDirs,
  placeholdersOf,
  pluralForm,
  readLocaleFile,
  requiredPluralForms,
  tagsOf,
  translatableWords,
} from '../test/locale-files';

const REFERENCE = 'en';
const OTHERS = LANGUAGES.filter((language) => language !== REFERENCE);
/** At most this share of translatable English texts may appear unchanged in another language. */
const MAX_COPIED_SHARE = 0.1;
const SCRIPTS: Partial<Record<string, RegExp>> = { ar: /\p{Script=Arabic}/u, am: /\p{Script=Ethiopic}/u };

const cache = new Map<string, Flat>();
function load(language: string, file: string): Flat {
  const id = `${language}/${file}`;
  if (!cache.has(id)) cache.set(id, readLocaleFile(language, file));
  return cache.get(id)!;
}

const list = (items: string[]) => (items.length > 0 ? items.join(', ') : '-');
const referenceFiles = listLanguageDirs().includes(REFERENCE) ? listAreaFiles(REFERENCE) : [];

/** English keys split into plain keys and plural families (base -> forms), as i18next sees them. */
function shapeOf(flat: Flat) {
  const families = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const plural = pluralForm(key);
    if (plural?.form === 'other') families.set(plural.base, new Set());
  }
  const plain = new Set<string>();
  for (const key of flat.keys()) {
    const plural = pluralForm(key);
    if (plural && families.has(plural.base)) families.get(plural.base)!.add(plural.form);
    else plain.add(key);
  }
  return { plain, families };
}

const CONTEXTS = ['female', 'male'] as const;
/** The plain key a context form stands for, when English has that key and not this one. */
function contextBase(key: string, referencePlain: ReadonlySet<string>): string | undefined {
  const match = /^(.+)_(female|male)$/.exec(key);
  return match && !referencePlain.has(key) && referencePlain.has(match[1]!) ? match[1] : undefined;
}

function compareKeys(language: string, file: string): { missing: string[]; extra: string[] } {
  const reference = shapeOf(load(REFERENCE, file));
  const keys = new Set(load(language, file).keys());
  const contextual = new Set([...keys].map((key) => contextBase(key, reference.plain)).filter((base) => base !== undefined));
  const missing = [...reference.plain].filter((key) => !keys.has(key) && !contextual.has(key));
  for (const base of contextual) missing.push(...CONTEXTS.map((context) => `${base}_${context}`).filter((key) => !keys.has(key)));
  const extra: string[] = [];
  const allowed = allowedPluralForms(language);
  for (const key of keys) {
    if (contextBase(key, reference.plain) !== undefined) continue;
    const plural = pluralForm(key);
    if (plural && reference.families.has(plural.base)) {
      if (!allowed.has(plural.form)) extra.push(`${key} (no "${plural.form}" plural in ${language})`);
    } else if (!reference.plain.has(key)) {
      extra.push(key);
    }
  }
  for (const [base, referenceForms] of reference.families) {
    const required = requiredPluralForms(language);
    if (referenceForms.has('zero')) required.add('zero');
    for (const form of required) if (!keys.has(`${base}_${form}`)) missing.push(`${base}_${form}`);
  }
  return { missing: missing.sort(), extra: extra.sort() };
}

/** Placeholder sets per key; a plural family counts as one key (a form may leave out {{count}}). */
function placeholderGroups(flat: Flat, families: Map<string, Set<string>>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [key, value] of flat) {
    if (typeof value !== 'string') continue;
    const plural = pluralForm(key);
    const group = plural && families.has(plural.base) ? `${plural.base}_*` : key;
    const names = groups.get(group) ?? new Set<string>();
    placeholdersOf(value).forEach((name) => names.add(name));
    groups.set(group, names);
  }
  return groups;
}

describe('locale files', () => {
  it('have exactly one folder per language', () => {
    expect(listLanguageDirs()).toEqual([...LANGUAGES].sort());
  });

  it.each(OTHERS)('%s has the same files as en', (language) => {
    const files = listAreaFiles(language);
    const missing = referenceFiles.filter((file) => !files.includes(file));
    const extra = files.filter((file) => !referenceFiles.includes(file));
    expect({ missing, extra }, `locales/${language}: missing files: ${list(missing)}; files English does not have: ${list(extra)}`).toEqual(
      { missing: [], extra: [] },
    );
  });

  describe.each(referenceFiles)('%s', (file) => {
    const present = (language: string) => listAreaFiles(language).includes(file);

    it.each([...LANGUAGES])('%s: every text is a non-empty string', (language) => {
      if (!present(language)) return; // reported by the file comparison above
      const bad = [...load(language, file)]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
      expect(bad, `${language}/${file}: empty or non-text values: ${list(bad)}`).toEqual([]);
    });

    it.each(OTHERS)('%s has exactly the keys of en', (language) => {
      if (!present(language)) return;
      const { missing, extra } = compareKeys(language, file);
      expect(
        { missing, extra },
        `${language}/${file}: missing ${missing.length} key(s): ${list(missing)}; ` + `extra ${extra.length} key(s): ${list(extra)}`,
      ).toEqual({ missing: [], extra: [] });
    });

    it.each(OTHERS)('%s keeps the {{placeholders}} and <tags> of en', (language) => {
      if (!present(language)) return;
      const reference = load(REFERENCE, file);
      const { families } = shapeOf(reference);
      const expected = placeholderGroups(reference, families);
      const actual = placeholderGroups(load(language, file), families);
      const wrong: string[] = [];
      for (const [group, names] of actual) {
        // A context form keeps the placeholders of the plain English text.
        const want = expected.get(group) ?? expected.get(contextBase(group, shapeOf(reference).plain) ?? group);
        if (want === undefined) continue; // an extra key, reported above
        if ([...want].sort().join() !== [...names].sort().join()) {
          wrong.push(`${group}: expected {${[...want].sort().join(', ')}}, found {${[...names].sort().join(', ')}}`);
        }
      }
      for (const [key, value] of load(language, file)) {
        const english = reference.get(key);
        if (typeof value !== 'string' || typeof english !== 'string') continue;
        if (tagsOf(value).join() !== tagsOf(english).join()) {
          wrong.push(`${key}: tags ${tagsOf(english).join('') || 'none'} in en, ${tagsOf(value).join('') || 'none'} here`);
        }
      }
      expect(wrong, `${language}/${file}: placeholders or tags differ from en:\n  ${wrong.join('\n  ')}`).toEqual([]);
    });

    it.each(OTHERS)('%s is translated, not copied from en', (language) => {
      if (!present(language)) return;
      const reference = load(REFERENCE, file);
      const translatable = [...load(language, file)].filter(([key]) => {
        const english = reference.get(key);
        // Single words (names of places, "Menu", "FAQ") may rightly stay the same.
        return typeof english === 'string' && translatableWords(english).length >= 2;
      });
      const copied = translatable.filter(([key, value]) => value === reference.get(key)).map(([key]) => key);
      const share = translatable.length === 0 ? 0 : copied.length / translatable.length;
      expect(
        share,
        `${language}/${file}: ${copied.length} of ${translatable.length} texts are identical to English: ${list(copied)}`,
      ).toBeLessThan(MAX_COPIED_SHARE);
    });
  });

  describe.each(Object.keys(SCRIPTS))('%s', (language) => {
    it.each(referenceFiles)('%s is written in its own script (no English left)', (file) => {
      if (!listAreaFiles(language).includes(file)) return;
      const script = SCRIPTS[language]!;
      const latinOnly = [...load(language, file)]
        .filter(([, value]) => typeof value === 'string' && translatableWords(value).length > 0 && !script.test(value))
        .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
      expect(latinOnly, `${language}/${file}: texts without any ${language} letters: ${list(latinOnly)}`).toEqual([]);
    });
  });
});
