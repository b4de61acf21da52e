// Finding the word lists' phrases in a sentence, word by word (docs/decisions/0023-messages.md,
// "Safety: the scam and abuse rules", "Cheap by design").
//
// Every pattern of every list is read into words once (pattern-syntax.ts) and joined into one
// automaton over words, built when the module loads. Each place of the automaton then lists, once,
// every way a text's word may spell its words: with each leading clitic an Arabic word may carry,
// each preposition an Amharic word may carry, and (for Amharic words, which take any ending) as a
// tree of letters that a word only has to start with. A sentence is then read once, left to right:
// each word works out its few keys once (itself, with its runs of digits as one, an Arabic word
// without an attached pronoun or ending it ends with, a word typed with asterisks as the insults it
// may hide), and at each place reached so far (and every pattern's start) looks them up in a Map.
// The work per word is bounded by the automaton, never by the length of the message: reading is
// linear in the text.
import { foldPattern } from './normalise';
import { DIGIT_RUN, type Guard, LETTER_RUN, type WordStep, wordPattern } from './pattern-syntax';

/** How a list is read: Latin-letter words whole; Arabic with clitics and pronouns; Amharic with prepositions and endings. */
export type Script = 'latin' | 'arabic' | 'ethiopic';
const SCRIPTS: Script[] = ['latin', 'arabic', 'ethiopic'];

/** Leading clitics of Arabic: and, so, with, for, like, the, O (vocative), and their pairs. */
const ARABIC_PREFIXES = ['و', 'ف', 'ب', 'ل', 'ك', 'ال', 'وال', 'بال', 'فال', 'كال', 'لل', 'عال', 'يا'];
/** "يا" also stands apart before a word (يا حمار). */
const VOCATIVE = 'يا';
/** Attached pronouns and plural endings of Arabic. */
const ARABIC_SUFFIXES = ['ي', 'ك', 'كي', 'كم', 'ه', 'ها', 'هم', 'نا', 'ات', 'ين', 'ون', 'ا'];
/** Leading prepositions of Amharic: of, by/in, for, from, like, about, towards, and. */
const ETHIOPIC_PREFIXES = ['የ', 'በ', 'ለ', 'ከ', 'እንደ', 'ስለ', 'ወደ', 'እና'];

type Affix = 'none' | 'arabic' | 'ethiopic';

/** The leading clitics or prepositions a form's first word may carry, '' (none) first. */
const PREFIXES: Record<Affix, string[]> = {
  none: [''],
  arabic: ['', ...ARABIC_PREFIXES],
  ethiopic: ['', ...ETHIOPIC_PREFIXES],
};

/** Arabic endings by their last letter, so that a word tries leaving out only those it could end with. */
const SUFFIXES_BY_LAST = new Map<string, string[]>();
for (const suffix of ARABIC_SUFFIXES) SUFFIXES_BY_LAST.set(suffix.at(-1)!, [...(SUFFIXES_BY_LAST.get(suffix.at(-1)!) ?? []), suffix]);

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

/**
 * One way a text's word spells a word of a place: the list's word in one form, after one of the
 * clitics or prepositions the form allows.
 */
interface Spelling {
  targets: Target[];
  /** Letters of the clitic or preposition before the list's word (guards are read after them). */
  prefixLength: number;
  /** The script a text's word must be in to be read in this form (null: any, the plain form). */
  script: Script | null;
  /** The form takes an Arabic ending: the spelling also holds for a word with one left out. */
  suffixed: boolean;
}

/** A letter of the tree of open words' spellings (Amharic, which a text's word only has to start with). */
interface OpenLetter {
  next: Map<number, OpenLetter>;
  /** The spellings that end at this letter. */
  spellings: Spelling[];
}

/** A spelling holding a run of letters (\p{L}+), split around it: there are one or two. */
interface LetterRunSpelling {
  head: string;
  tail: string;
  spelling: Spelling;
}

class Place {
  /** Per word form (FORMS), the words that lead on from here, while the patterns are added. */
  readonly words = new Map<number, Map<string, Target[]>>();
  /**
   * Every closed spelling of the words above (PhraseMatcher.index), looked up whole, by the script
   * of the text's word: a Latin word reads only the plain form's, a smaller table.
   */
  readonly spellings: Record<Script, Map<string, Spelling[]>> = { latin: new Map(), arabic: new Map(), ethiopic: new Map() };
  /** The open spellings, as a tree of letters; null when there are none. */
  open: OpenLetter | null = null;
  readonly letterRuns: LetterRunSpelling[] = [];

  constructor(
    readonly id: number,
    /** Reached through a repeated group: matches are kept per place, not per place and start. */
    readonly repeats: boolean,
  ) {}

  /** The targets of a word in a form, to add to. */
  targets(form: number, word: string): Target[] {
    let words = this.words.get(form);
    if (!words) this.words.set(form, (words = new Map<string, Target[]>()));
    let targets = words.get(word);
    if (!targets) words.set(word, (targets = []));
    return targets;
  }

  /** Every spelling of the words added, once they all are; the words by form are not needed after. */
  index(): void {
    for (const [formIndex, table] of this.words) {
      const form = FORMS[formIndex]!;
      for (const [word, targets] of table) {
        // A word of a pattern that holds a run of letters is matched by its parts; in an open form
        // it is never matched (a text's word holds no LETTER_RUN).
        const letterRun = word.includes(LETTER_RUN);
        if (letterRun && form.open) continue;
        for (const prefix of PREFIXES[form.prefix]) {
          const spelling: Spelling = {
            targets,
            prefixLength: prefix.length,
            script: formIndex === PLAIN ? null : formScript(form),
            suffixed: form.suffix === 'arabic',
          };
          if (letterRun) {
            const [head = '', tail = ''] = word.split(LETTER_RUN);
            this.letterRuns.push({ head: prefix + head, tail, spelling });
          } else if (form.open) this.addOpen(prefix + word, spelling);
          else {
            // The plain form's words are read in every script, the others' only in their own.
            for (const script of spelling.script === null ? SCRIPTS : [spelling.script]) {
              const table = this.spellings[script];
              const known = table.get(prefix + word);
              if (known) known.push(spelling);
              else table.set(prefix + word, [spelling]);
            }
          }
        }
      }
    }
    this.words.clear();
  }

  private addOpen(spelt: string, spelling: Spelling): void {
    let letter: OpenLetter = (this.open ??= { next: new Map(), spellings: [] });
    for (let index = 0; index < spelt.length; index++) {
      const code = spelt.charCodeAt(index);
      let next = letter.next.get(code);
      if (!next) letter.next.set(code, (next = { next: new Map(), spellings: [] }));
      letter = next;
    }
    letter.spellings.push(spelling);
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
  private longestWord = 0;
  /** Words of the starred lists by their shape with every vowel as *, for words typed with asterisks. */
  private readonly starredShapes = new Map<string, Set<string>>();

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
    for (const place of this.places) place.index();
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
      this.noteWord(step.word, starred && script === 'latin');
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

  private noteWord(word: string, starred: boolean): void {
    this.longestWord = Math.max(this.longestWord, word.length);
    if (starred) {
      const shape = vowelShape(word);
      const words = this.starredShapes.get(shape) ?? new Set();
      this.starredShapes.set(shape, words.add(word));
    }
  }

  /**
   * Every phrase of the lists in one sentence: `words` are its words (the sentence is them joined
   * by single spaces, `text`).
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
      word: new TextWord(this, counter),
    };
    let active: Active[] = [];
    for (let index = 0; index < words.length; index++) {
      reading.index = index;
      reading.word.reset(words[index]!);
      this.visit(reading, this.start, index);
      if (index === 0) this.visit(reading, this.sentenceStart, index);
      for (const { place, start } of active) this.visit(reading, place, start);
      active = reading.next;
      reading.next = [];
      if (reading.seen.size > 0) reading.seen.clear();
      reading.offset += words[index]!.length + 1;
    }
    return reading.found;
  }

  /** One place reached (or every pattern's start) reads the current word: one look-up per key. */
  private visit(reading: Reading, place: Place, start: number): void {
    const { word, counter } = reading;
    counter.steps++;
    const { keys, keyCount, script } = word;
    const table = place.spellings[script];
    for (let key = 0; key < keyCount; key++) {
      counter.steps++;
      const spellings = table.get(keys[key]!);
      if (!spellings) continue;
      for (const spelling of spellings) {
        if (word.shortened[key] && !spelling.suffixed) continue;
        for (const target of spelling.targets) this.reach(reading, target, spelling.prefixLength, false, false, start);
      }
    }
    if (place.open !== null && script === 'ethiopic') this.visitOpen(reading, place.open, start);
    for (const run of place.letterRuns) {
      const { spelling } = run;
      if (spelling.script !== null && spelling.script !== script) continue;
      for (let key = 0; key < keyCount; key++) {
        counter.steps++;
        if (word.shortened[key] && !spelling.suffixed) continue;
        if (word.letterRunMatches(run, key)) {
          for (const target of spelling.targets) this.reach(reading, target, spelling.prefixLength, false, false, start);
        }
      }
    }
    // A word typed with asterisks, as the starred lists' words it may hide (in the plain form).
    for (const known of word.starred) {
      counter.steps++;
      for (const spelling of table.get(known) ?? NO_SPELLINGS) {
        if (spelling.script !== null) continue;
        for (const target of spelling.targets) this.reach(reading, target, 0, false, true, start);
      }
    }
  }

  /** An Amharic word read along the tree of open spellings: each one it starts with. */
  private visitOpen(reading: Reading, root: OpenLetter, start: number): void {
    const { word, counter } = reading;
    for (const base of word.bases) {
      let letter: OpenLetter | undefined = root;
      for (let index = 0; index < base.length; index++) {
        counter.steps++;
        letter = letter.next.get(base.charCodeAt(index));
        if (!letter) break;
        for (const spelling of letter.spellings) {
          if (spelling.script !== null && spelling.script !== word.script) continue;
          for (const target of spelling.targets) this.reach(reading, target, spelling.prefixLength, index + 1 < base.length, false, start);
        }
      }
    }
  }

  private reach(reading: Reading, target: Target, prefixLength: number, partial: boolean, starred: boolean, start: number): void {
    const { index, words } = reading;
    if (starred && !target.starred) return;
    for (const { pattern, offset } of target.guards) {
      reading.counter.steps++;
      pattern.lastIndex = reading.offset + prefixLength + offset;
      if (pattern.test(reading.text)) return;
    }
    if (target.to === null) {
      if (target.atSentenceEnd && (partial || index !== words.length - 1)) return;
      reading.found.push({ roles: target.roles, start, end: index, partial });
      return;
    }
    if (partial) return;
    const back = index + 1 - start;
    if (back > MAX_PHRASE_WORDS && !target.to.repeats) return;
    const key = target.to.id * (MAX_PHRASE_WORDS + 1) + (target.to.repeats ? 0 : back);
    if (reading.seen.has(key)) return;
    reading.seen.add(key);
    reading.next.push({ place: target.to, start });
  }

  /** @internal For TextWord. */
  get maxWord(): number {
    return this.longestWord;
  }

  /** @internal For TextWord: the starred lists' words a word typed with asterisks may be. */
  starredWords(word: string): string[] {
    const words = this.starredShapes.get(vowelShape(word));
    return words ? [...words].filter((known) => sameBesideAsterisks(word, known)) : [];
  }
}

const VOWELS = /[aeiou]/g;
const vowelShape = (word: string) => word.replace(VOWELS, '*');

/** Whether a word with asterisks is `known` with some of its vowels hidden (same shape already). */
function sameBesideAsterisks(word: string, known: string): boolean {
  for (let index = 0; index < word.length; index++) if (word[index] !== '*' && word[index] !== known[index]) return false;
  return true;
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
  word: TextWord;
}

const DIGITS = /\d+/g;
const HAS_DIGIT = /\d/;
const NOT_LETTER = /\P{L}/u;
const NONE: string[] = [];
const NO_SPELLINGS: Spelling[] = [];

/** The current word of the text and the keys it is looked up under, worked out once per word. */
class TextWord {
  script: Script = 'latin';
  /** The word, and the word with its runs of digits as DIGIT_RUN when it holds any. */
  bases: string[] = [];
  /** Each base, then (an Arabic word) each base without an ending it ends with: the first keyCount. */
  readonly keys: string[] = [];
  keyCount = 0;
  /** Per key: whether an ending was left out (only the forms that take one accept it). */
  readonly shortened: boolean[] = [];
  /** Per key: the base it was cut from. */
  private readonly keyBase: number[] = [];
  /** The starred lists' words the word may hide behind its asterisks. */
  starred: string[] = NONE;
  /** How many characters that are not letters come before each position of each base, when asked. */
  private readonly notLetters: (number[] | undefined)[] = [];

  constructor(
    private readonly matcher: PhraseMatcher,
    private readonly counter: WorkCounter,
  ) {}

  reset(word: string): void {
    this.script = scriptOf(word);
    this.bases = HAS_DIGIT.test(word) ? [word, word.replace(DIGITS, DIGIT_RUN)] : [word];
    this.keyCount = 0;
    this.notLetters[0] = this.notLetters[1] = undefined;
    for (let base = 0; base < this.bases.length; base++) {
      const text = this.bases[base]!;
      this.addKey(text, base, false);
      // A clitic is part of the places' spellings; an Arabic ending is left out here.
      if (this.script !== 'arabic') continue;
      for (const suffix of SUFFIXES_BY_LAST.get(text.at(-1)!) ?? NONE) {
        this.counter.steps++;
        if (text.length > suffix.length && text.endsWith(suffix)) this.addKey(text.slice(0, -suffix.length), base, true);
      }
    }
    this.starred = word.length <= this.matcher.maxWord && word.includes('*') ? this.matcher.starredWords(word) : NONE;
  }

  private addKey(key: string, base: number, shortened: boolean): void {
    this.keys[this.keyCount] = key;
    this.keyBase[this.keyCount] = base;
    this.shortened[this.keyCount++] = shortened;
  }

  /** Whether a key is the spelling's head, then one letter or more, then its tail. */
  letterRunMatches({ head, tail }: LetterRunSpelling, key: number): boolean {
    const base = this.keyBase[key]!;
    const text = this.bases[base]!;
    const end = this.keys[key]!.length;
    if (end <= head.length + tail.length || !text.startsWith(head) || !text.startsWith(tail, end - tail.length)) return false;
    // Counted once per word, so that a long word is read once however many places ask.
    let notLetters = this.notLetters[base];
    if (!notLetters) {
      notLetters = [0];
      for (let index = 0; index < text.length; index++) notLetters.push(notLetters[index]! + (NOT_LETTER.test(text[index]!) ? 1 : 0));
      this.notLetters[base] = notLetters;
      this.counter.steps += text.length;
    }
    return notLetters[end - tail.length] === notLetters[head.length];
  }
}
