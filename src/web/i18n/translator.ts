// A small translator that does what our screens need from a translation library, and no more:
// nested keys ('landing.hero.title'), {{name}} interpolation, Intl plural forms (key_one,
// key_other, ... chosen by `count`), i18next's context forms (key_female, key_male, chosen by
// `context`, else the plain key), whole objects with returnObjects, and a change signal for
// React. It replaces i18next because every kilobyte of the public pages' JavaScript counts on
// our members' networks (docs/decisions/0006-own-translator.md).
import type { Language } from '../../shared/constants';

export type Texts = { [key: string]: unknown };
export interface TOptions {
  returnObjects?: boolean;
  /** A number picks the plural form (key_one, key_other, ...); a preformatted string does not. */
  count?: number | string;
  /** Picks `key_<context>` (i18next's context, e.g. a second person by gender) when the locale has it. */
  context?: string;
  [name: string]: unknown;
}
/** A text; with `returnObjects`, whatever the locale holds there, for the caller to check. */
export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/** A value for {{name}}: texts and numbers as they are, anything else as JSON (never '[object Object]'). */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (options[name] === undefined ? match : textOf(options[name])));
}

function interpolateDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, options)]));
  }
  return value;
}

const PLURAL_RULES = new Map<Language, Intl.PluralRules>();

export class Translator {
  private readonly texts = new Map<Language, Texts>();
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change, so React re-renders what depends on texts or language. */
  version = 0;

  constructor(public language: Language) {}

  /** Adds one area's texts (`landing`, ...) for a language. */
  addArea(language: Language, area: string, texts: Texts): void {
    this.texts.set(language, { ...this.texts.get(language), [area]: texts });
    this.emit();
  }

  hasArea(language: Language, area: string): boolean {
    return this.texts.get(language)?.[area] !== undefined;
  }

  /** Built once per language: constructing an Intl object is the costly part of a plural. */
  private pluralRules(): Intl.PluralRules {
    let rules = PLURAL_RULES.get(this.language);
    if (!rules) PLURAL_RULES.set(this.language, (rules = new Intl.PluralRules(this.language)));
    return rules;
  }

  changeLanguage(language: Language): void {
    this.language = language;
    this.emit();
  }

  /** The translation of `key` in the current language; the key itself when there is none. */
  t = ((key: string, options?: TOptions) => this.translate(key, options)) as TFunction;

  /** What `t` answers, untyped: a string, or with `returnObjects` the locale's object. */
  translate(key: string, options?: TOptions): unknown {
    const texts = this.texts.get(this.language);
    const contextual = options?.context ? `${key}_${options.context}` : undefined;
    // As i18next: the context's form when the locale has one (plain or plural), else the plain key.
    const found = contextual && (lookup(texts, contextual) ?? lookup(texts, `${contextual}_other`)) !== undefined ? contextual : key;
    let value = lookup(texts, found);
    if (typeof options?.count === 'number') {
      const form = this.pluralRules().select(options.count);
      value = lookup(texts, `${found}_${form}`) ?? lookup(texts, `${found}_other`) ?? value;
    }
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && options?.returnObjects) return interpolateDeep(value, options);
    return key;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }
}
