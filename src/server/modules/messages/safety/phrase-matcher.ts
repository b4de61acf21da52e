// Finding the word lists' phrases in a sentence, word by word (docs/decisions/0023-messages.md,
// "Safety: the scam and abuse rules", "Cheap by design").
//
// Every pattern of every list is read into words once (pattern-syntax.ts) and joined into one
// automaton over words, built when the module loads. A sentence is then read once, left to right:
// at each word, the few places of the patterns reached so far (and every pattern's start) look
// the word up in a Map, under the few forms the lists allow it (an Arabic word without its
// leading clitic or attached pronoun, an Amharic word without its preposition or with any ending,
// a run of digits, an asterisk for a vowel in the insult lists). The work per word is bounded by
// the automaton, never by the length of the message: reading is linear in the text.
import { foldPattern } from './normalise';
import { DIGIT_RUN, type Guard, LETTER_RUN, type WordStep, wordPattern } from './pattern-syntax';

/** How a list is read: Latin-letter words whole; Arabic with clitics and pronouns; Amharic with prepositions and endings. */
export type Script = 'latin' | 'arabic' | 'ethiopic';

/** Leading clitics of Arabic: and, so, with, for, like, the, O (vocative), and their pairs. */
const ARABIC_PREFIXES = ['و', 'ف', 'ب', 'ل', 'ك', 'ال', 'وال', 'بال', 'فال', 'كال', 'لل', 'عال', 'يا'];
/** "يا" also stands apart before a word (يا حمار). */
const VOCATIVE = 'يا';
/** Attached pronouns and plural endings of Arabic. */
const ARABIC_SUFFIXES = ['ي', 'ك', 'كي', 'كم', 'ه', 'ها', 'هم', 'نا', 'ات', 'ين', 'ون', 'ا'];
/** Leading prepositions of Amharic: of, by/in, for, from, like, about, towards, and. */
const ETHIOPIC_PREFIXES = ['የ', 'በ', 'ለ', 'ከ', 'እንደ', 'ስለ', 'ወደ', 'እና'];

const NO_AFFIX = [''];
type Affix = 'none' | 'arabic' | 'ethiopic';

/** Affixes by the letter they start (prefixes) or end (suffixes) with, so that a word tries only those it could carry. */
function byLetter(affixes: string[], letterOf: (affix: string) => string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const affix of affixes) index.set(letterOf(affix), [...(index.get(letterOf(affix)) ?? ['']), affix]);
  return index;
}
const PREFIXES: Record<Affix, Map<string, string[]>> = {
  none: new Map(),
  arabic: byLetter(ARABIC_PREFIXES, (prefix) => prefix[0]!),
  ethiopic: byLetter(ETHIOPIC_PREFIXES, (prefix) => prefix[0]!),
};
const SUFFIXES: Record<Affix, Map<string, string[]>> = {
  none: new Map(),
  arabic: byLetter(ARABIC_SUFFIXES, (suffix) => suffix.at(-1)!),
  ethiopic: new Map(),
};

/** How a word of the text is compared with a word of a pattern. */
interface WordForm {
  prefix: Affix;
  suffix: Affix;
  /** The pattern's word only has to start the text's word. */
  open: boolean;
}

const FORMS: WordForm[] = [{ prefix: 'none', suffix: 'none', open: false }];
const PLAIN = 0;
const formIndex = (form: WordForm) => {
  let index = FORMS.findIndex((known) => known.prefix === form.prefix && known.suffix === form.suffix && known.open === form.open);
  if (index < 0) index = FORMS.push(form) - 1;
  return index;
};

/** The script a form's words are written in, when its clitics or endings say (only Amharic words are open). */
const formScript = (form: WordForm): Script =>
  form.prefix === 'arabic' || form.suffix === 'arabic' ? 'arabic' : form.prefix === 'ethiopic' || form.open ? 'ethiopic' : 'latin';

/** The script of a word of the text, by its first letter: only Arabic and Amharic words carry clitics or endings. */
function scriptOf(word: string): Script {
  const code = word.charCodeAt(0);
  if (code >= 0x0600 && code <= 0x06ff) return 'arabic';
  if (code >= 0x1200 && code <= 0x139f) return 'ethiopic';
  return 'latin';
}

interface Target {
  /** The place reached, or null at the end of a pattern. */
  to: Place | null;
  /** What a pattern ending here finds (bits of the caller's roles). */
  roles: number;
  guards: RegExpGuard[];
  /** The guards' sources, to share a place only between patterns with the same. */
  guardKey: string;
  /** The insult lists: an asterisk may stand for a vowel. */
  starred: boolean;
  atSentenceEnd: boolean;
}

interface RegExpGuard {
  pattern: RegExp;
  offset: number;
}

class Place {
  /** Per word form (FORMS), the words that lead on from here. */
  readonly words = new Map<number, Map<string, Target[]>>();

  constructor(
    readonly id: number,
    /** Reached through a repeated group: matches are kept per place, not per place and start. */
    readonly repeats: boolean,
  ) {}

  /** The words of the form without clitics or endings, looked up for every Latin word. */
  plain: Map<string, Target[]> | undefined;
  /** `words` as a list, for reading. */
  tables: [number, Map<string, Target[]>][] = [];

  /** The targets of a word in a form, to add to. */
  targets(form: number, word: string): Target[] {
    let words = this.words.get(form);
    if (!words) {
      this.words.set(form, (words = new Map<string, Target[]>()));
      if (form === PLAIN) this.plain = words;
      this.tables = [...this.words];
    }
    let targets = words.get(word);
    if (!targets) words.set(word, (targets = []));
    return targets;
  }
}

/** A pattern to add: its source as written in the lists, how its words are read, and what it finds. */
export interface ListPattern {
  source: string;
  script: Script;
  roles: number;
  starred: boolean;
}

/** The words a pattern's phrase spans in a sentence: `end` is the last, `partial` when it ends inside it. */
export interface PhraseMatch {
  roles: number;
  start: number;
  end: number;
  partial: boolean;
}

/** Work done, counted for tests: one step per word form looked up and per place visited. */
export interface WorkCounter {
  steps: number;
}

/** The longest phrase without a repeated group, in words (with a standalone يا). */
const MAX_PHRASE_WORDS = 64;

export class PhraseMatcher {
  private places: Place[] = [];
  private readonly start = this.place(false);
  private readonly sentenceStart = this.place(false);
  /** After a standalone يا: Arabic patterns without another clitic. */
  private readonly vocative = this.place(false);
  /** Word lengths of open words per form: the only prefixes of a text's word worth looking up. */
  private readonly openLengths = new Map<number, number[]>();
  private longestWord = 0;
  /** Words of the starred lists by their shape with every vowel as *, for words typed with asterisks. */
  private readonly starredShapes = new Map<string, Set<string>>();
  /** Per word form, the words holding a run of letters (\p{L}+), tried on every word: there are one or two. */
  private readonly letterRunWords = new Map<number, LetterRun[]>();

  constructor(patterns: ListPattern[]) {
    this.start.targets(PLAIN, VOCATIVE).push({
      to: this.vocative,
      roles: 0,
      guards: [],
      guardKey: '',
      starred: false,
      atSentenceEnd: false,
    });
    for (const pattern of patterns) this.addPattern(pattern);
  }

  private place(repeats: boolean): Place {
    const place = new Place(this.places.length, repeats);
    this.places.push(place);
    return place;
  }

  /**
   * A pattern without a repeated group joins the others as a tree of words (phrases sharing their
   * first words share their places, so a word reached by many patterns is looked up once); one
   * with a repeated group keeps places of its own.
   */
  private addPattern({ source, script, roles, starred }: ListPattern): void {
    const pattern = wordPattern(foldPattern(source), script === 'ethiopic');
    const own = pattern.repeats ? pattern.steps.map((_, index) => (index === 0 ? null : this.place(true))) : null;
    const toRegExp = (list: Guard[]) => list.map(({ source: guard, offset }) => ({ pattern: new RegExp(guard, 'uy'), offset }));
    const link = (place: Place, step: WordStep, prefix: Affix, next: () => Place | null): Place | null => {
      const last = step.to === -1;
      const form = formIndex({ prefix, suffix: last && script === 'arabic' ? 'arabic' : 'none', open: step.open });
      this.noteWord(form, step.word, step.open, starred && script === 'latin');
      const guards = step.guards.map(({ source: guard, offset }) => `${guard}@${offset}`).join('\u0000');
      const targets = place.targets(form, step.word);
      const same = targets.find(
        (target) =>
          target.guardKey === guards &&
          target.starred === starred &&
          (last ? target.to === null && target.atSentenceEnd === pattern.atSentenceEnd : target.to !== null),
      );
      if (same && last) {
        same.roles |= roles;
        return null;
      }
      if (same && !own) return same.to;
      const to = last ? null : next();
      targets.push({
        to,
        roles: last ? roles : 0,
        guards: toRegExp(step.guards),
        guardKey: guards,
        starred,
        atSentenceEnd: last && pattern.atSentenceEnd,
      });
      return to;
    };
    const starts = (first: (place: Place, prefix: Affix) => void) => {
      first(pattern.atSentenceStart ? this.sentenceStart : this.start, script === 'latin' ? 'none' : script);
      // يا standing apart before an Arabic phrase takes the place of its clitic.
      if (script === 'arabic') first(this.vocative, 'none');
    };
    if (own) {
      // Places of its own: every word of every place once.
      pattern.steps.forEach((steps, from) => {
        for (const step of steps) {
          const next = () => (step.to === -1 ? null : own[step.to]!);
          if (from > 0) link(own[from]!, step, 'none', next);
          else starts((place, prefix) => link(place, step, prefix, next));
        }
      });
      return;
    }
    // Every path through the pattern's places, into the tree.
    const follow = (place: Place, from: number, first: boolean, prefix: Affix) => {
      for (const step of pattern.steps[from]!) {
        const to = link(place, step, first ? prefix : 'none', () => this.place(false));
        if (to) follow(to, step.to, false, 'none');
      }
    };
    starts((place, prefix) => follow(place, 0, true, prefix));
  }

  private noteWord(form: number, word: string, open: boolean, starred: boolean): void {
    this.longestWord = Math.max(this.longestWord, word.length);
    if (open) {
      const lengths = this.openLengths.get(form) ?? [];
      if (!lengths.includes(word.length))
        this.openLengths.set(
          form,
          [...lengths, word.length].sort((a, b) => a - b),
        );
    }
    if (word.includes(LETTER_RUN)) {
      const runs = this.letterRunWords.get(form) ?? [];
      const [head = '', tail = ''] = word.split(LETTER_RUN);
      if (!runs.some((run) => run.word === word)) this.letterRunWords.set(form, [...runs, { word, head, tail }]);
    }
    if (starred) {
      const shape = vowelShape(word);
      const words = this.starredShapes.get(shape) ?? new Set();
      this.starredShapes.set(shape, words.add(word));
    }
  }

  /**
   * Every phrase of the lists in one sentence: `words` are its words (the sentence is them joined
   * by single spaces, `text`), `at` where each starts in it.
   */
  scan(words: string[], text: string, counter: WorkCounter): PhraseMatch[] {
    const reading: Reading = {
      words,
      text,
      counter,
      index: 0,
      offset: 0,
      found: [],
      next: [],
      seen: new Set(),
      forms: new WordForms(this, counter),
    };
    let active: Active[] = [];
    for (let index = 0; index < words.length; index++) {
      reading.index = index;
      reading.forms.reset(words[index]!);
      this.visit(reading, this.start, index);
      if (index === 0) this.visit(reading, this.sentenceStart, index);
      for (const { place, start } of active) this.visit(reading, place, start);
      active = reading.next;
      reading.next = [];
      reading.seen.clear();
      reading.offset += words[index]!.length + 1;
    }
    return reading.found;
  }

  /** One place reached (or every pattern's start) reads the current word. */
  private visit(reading: Reading, place: Place, start: number): void {
    reading.counter.steps++;
    const { forms } = reading;
    // A Latin word (or a number) is read whole, in the one form without clitics or endings.
    if (forms.script === 'latin') {
      const table = place.plain;
      if (table) this.lookUp(reading, table, forms.of(PLAIN), start);
      return;
    }
    // An Arabic word in the plain and Arabic forms, an Amharic one in the plain and Amharic forms.
    for (const [form, table] of place.tables) {
      if (form === PLAIN || formScript(FORMS[form]!) === forms.script) this.lookUp(reading, table, forms.of(form), start);
    }
  }

  private lookUp(reading: Reading, table: Map<string, Target[]>, candidates: Candidate[], start: number): void {
    for (const candidate of candidates) {
      reading.counter.steps++;
      const targets = table.get(candidate.word);
      if (targets) for (const target of targets) this.reach(reading, target, candidate, start);
    }
  }

  private reach(reading: Reading, target: Target, candidate: Candidate, start: number): void {
    const { index, words } = reading;
    if (candidate.starred && !target.starred) return;
    for (const { pattern, offset } of target.guards) {
      reading.counter.steps++;
      pattern.lastIndex = reading.offset + candidate.prefixLength + offset;
      if (pattern.test(reading.text)) return;
    }
    if (target.to === null) {
      if (target.atSentenceEnd && (candidate.partial || index !== words.length - 1)) return;
      reading.found.push({ roles: target.roles, start, end: index, partial: candidate.partial });
      return;
    }
    if (candidate.partial) return;
    const back = index + 1 - start;
    if (back > MAX_PHRASE_WORDS && !target.to.repeats) return;
    const key = target.to.id * (MAX_PHRASE_WORDS + 1) + (target.to.repeats ? 0 : back);
    if (reading.seen.has(key)) return;
    reading.seen.add(key);
    reading.next.push({ place: target.to, start });
  }

  /** @internal For WordForms. */
  lengthsOpen(form: number): number[] {
    return this.openLengths.get(form) ?? [];
  }

  /** @internal For WordForms. */
  get maxWord(): number {
    return this.longestWord;
  }

  /** @internal For WordForms: the starred lists' words a word typed with asterisks may be. */
  starredWords(word: string): string[] {
    const words = this.starredShapes.get(vowelShape(word));
    return words ? [...words].filter((known) => sameBesideAsterisks(word, known)) : [];
  }

  /** @internal For WordForms. */
  letterRuns(form: number): LetterRun[] {
    return this.letterRunWords.get(form) ?? [];
  }
}

const VOWELS = /[aeiou]/g;
const vowelShape = (word: string) => word.replace(VOWELS, '*');

/** Whether a word with asterisks is `known` with some of its vowels hidden (same shape already). */
function sameBesideAsterisks(word: string, known: string): boolean {
  for (let index = 0; index < word.length; index++) if (word[index] !== '*' && word[index] !== known[index]) return false;
  return true;
}

interface Candidate {
  word: string;
  /** Letters of a leading clitic or preposition left out (guards are read after them). */
  prefixLength: number;
  partial: boolean;
  starred: boolean;
}

interface Active {
  place: Place;
  start: number;
}

/** A sentence being read: where, and what was found and reached so far. */
interface Reading {
  words: string[];
  text: string;
  counter: WorkCounter;
  index: number;
  /** Where the current word starts in `text`. */
  offset: number;
  found: PhraseMatch[];
  next: Active[];
  /** Places (and starts) already in `next`. */
  seen: Set<number>;
  forms: WordForms;
}

const DIGITS = /\d+/g;
const HAS_DIGIT = /\d/;
const NOT_LETTER = /\P{L}/u;

/** The forms of the current word of the text, computed once per form and only when a place asks. */
class WordForms {
  private readonly cache: (Candidate[] | undefined)[] = [];
  private bases: string[] = [];
  private word = '';
  script: Script = 'latin';
  /** How many characters that are not letters come before each position of each base, when asked. */
  private readonly notLetters = new Map<string, number[]>();

  constructor(
    private readonly matcher: PhraseMatcher,
    private readonly counter: WorkCounter,
  ) {}

  reset(word: string): void {
    this.word = word;
    this.script = scriptOf(word);
    const digitRuns = HAS_DIGIT.test(word) ? word.replace(DIGITS, DIGIT_RUN) : word;
    this.bases = digitRuns === word ? [word] : [word, digitRuns];
    this.cache.fill(undefined);
    this.notLetters.clear();
  }

  of(formIndex: number): Candidate[] {
    let candidates = this.cache[formIndex];
    if (!candidates) this.cache[formIndex] = candidates = this.compute(FORMS[formIndex]!, formIndex);
    return candidates;
  }

  private compute(form: WordForm, formIndex: number): Candidate[] {
    const candidates: Candidate[] = [];
    const { maxWord } = this.matcher;
    // A clitic or an ending only on Arabic and Amharic words: a Latin word is read whole.
    const letterRuns = this.matcher.letterRuns(formIndex);
    for (const base of this.bases) {
      const prefixes = this.script === 'latin' ? NO_AFFIX : (PREFIXES[form.prefix].get(base[0]!) ?? NO_AFFIX);
      const suffixes = this.script === 'latin' ? NO_AFFIX : (SUFFIXES[form.suffix].get(base.at(-1)!) ?? NO_AFFIX);
      for (const prefix of prefixes) {
        this.counter.steps++;
        if (!base.startsWith(prefix)) continue;
        for (const suffix of suffixes) {
          this.counter.steps++;
          const end = base.length - suffix.length;
          if (end - prefix.length < 1 || !base.endsWith(suffix)) continue;
          if (form.open) {
            for (const wordLength of this.matcher.lengthsOpen(formIndex)) {
              if (prefix.length + wordLength > end) break;
              this.counter.steps++;
              candidates.push({
                word: base.slice(prefix.length, prefix.length + wordLength),
                prefixLength: prefix.length,
                partial: prefix.length + wordLength < end,
                starred: false,
              });
            }
            continue;
          }
          if (end - prefix.length <= maxWord) {
            const word = prefix.length === 0 && end === base.length ? base : base.slice(prefix.length, end);
            candidates.push({ word, prefixLength: prefix.length, partial: false, starred: false });
          }
          for (const letterRun of letterRuns) {
            this.counter.steps++;
            if (this.letterRunMatches(letterRun, base, prefix.length, end)) {
              candidates.push({ word: letterRun.word, prefixLength: prefix.length, partial: false, starred: false });
            }
          }
        }
      }
    }
    if (formIndex === PLAIN && this.word.length <= maxWord && this.word.includes('*')) {
      this.counter.steps++;
      for (const known of this.matcher.starredWords(this.word))
        candidates.push({ word: known, prefixLength: 0, partial: false, starred: true });
    }
    return candidates;
  }

  /** Whether `base` from `start` to `end` is the word with its run of letters as one or more letters. */
  private letterRunMatches({ head, tail }: LetterRun, base: string, start: number, end: number): boolean {
    if (end - start <= head.length + tail.length || !base.startsWith(head, start) || !base.startsWith(tail, end - tail.length))
      return false;
    // Counted once per word, so that a long word is read once however many forms ask.
    let notLetters = this.notLetters.get(base);
    if (!notLetters) {
      notLetters = [0];
      for (let index = 0; index < base.length; index++) notLetters.push(notLetters[index]! + (NOT_LETTER.test(base[index]!) ? 1 : 0));
      this.notLetters.set(base, notLetters);
      this.counter.steps += base.length;
    }
    return notLetters[end - tail.length] === notLetters[start + head.length];
  }
}

/** A word of a pattern holding a run of letters (LETTER_RUN), split around it. */
interface LetterRun {
  word: string;
  head: string;
  tail: string;
}
