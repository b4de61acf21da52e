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

/**
 * Arabic endings by the UTF-16 unit of their last letter, so that a word tries leaving out only
 * those it could end with (looked up by number: a one-letter Arabic string would be made per word).
 */
const SUFFIXES_BY_LAST = new Map<number, string[]>();
for (const suffix of ARABIC_SUFFIXES) {
  const last = suffix.charCodeAt(suffix.length - 1);
  SUFFIXES_BY_LAST.set(last, [...(SUFFIXES_BY_LAST.get(last) ?? []), suffix]);
}

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
  /** The one reading of every scan, made on the first. */
  private reading: Reading | undefined;
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
   * by single spaces, which only a pattern's guard reads, made when one first does). Reads with the matcher's one Reading, reused from sentence to
   * sentence and message to message (scan is synchronous and never re-entered), so that a word
   * allocates nothing but what its keys need ("Cheap by design").
   */
  scan(words: readonly string[], counter: WorkCounter): PhraseMatch[] {
    const reading = (this.reading ??= new Reading(this, this.places.length * (MAX_PHRASE_WORDS + 1)));
    reading.begin(words, counter);
    for (let index = 0; index < words.length; index++) {
      reading.index = index;
      reading.word.reset(words[index]!, counter);
      reading.nextStep();
      this.visit(reading, this.start, index);
      if (index === 0) this.visit(reading, this.sentenceStart, index);
      const { activePlaces, activeStarts, activeCount } = reading;
      for (let active = 0; active < activeCount; active++) this.visit(reading, activePlaces[active]!, activeStarts[active]!);
      reading.advance();
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
    for (let baseIndex = 0; baseIndex < word.baseCount; baseIndex++) {
      const base = word.bases[baseIndex]!;
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
      reading.addFound({ roles: target.roles, start, end: index, partial });
      return;
    }
    if (partial) return;
    const back = index + 1 - start;
    if (back > MAX_PHRASE_WORDS && !target.to.repeats) return;
    reading.reach(target.to, target.to.id * (MAX_PHRASE_WORDS + 1) + (target.to.repeats ? 0 : back), start);
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

const NO_MATCHES: readonly PhraseMatch[] = [];

/**
 * A sentence being read: where, and what was found and reached so far. One per matcher, its
 * buffers reused: the places reached for the next word are two arrays swapped at each word, and
 * a place (and start) already reached for it is marked with the word's step number in `seen`.
 */
class Reading {
  words: readonly string[] = [];
  private joined: string | null = null;
  counter: WorkCounter = { steps: 0 };
  index = 0;
  /** Where the current word starts in `text`. */
  offset = 0;
  found: PhraseMatch[] = NO_MATCHES as PhraseMatch[];
  activePlaces: Place[] = [];
  activeStarts: number[] = [];
  activeCount = 0;
  private nextPlaces: Place[] = [];
  private nextStarts: number[] = [];
  private nextCount = 0;
  /** Per place and start (Place.id * (MAX_PHRASE_WORDS + 1) + words back): the step it was last reached in. */
  private readonly seen: Int32Array;
  private step = 0;
  readonly word: TextWord;

  constructor(matcher: PhraseMatcher, keys: number) {
    this.seen = new Int32Array(keys);
    this.word = new TextWord(matcher);
  }

  /** The sentence: its words joined by single spaces. */
  get text(): string {
    return (this.joined ??= this.words.join(' '));
  }

  begin(words: readonly string[], counter: WorkCounter): void {
    this.words = words;
    this.joined = null;
    this.counter = counter;
    this.offset = 0;
    this.found = NO_MATCHES as PhraseMatch[];
    this.activeCount = 0;
    this.nextCount = 0;
  }

  /** A new word: nothing reached for the next one yet. */
  nextStep(): void {
    if (++this.step === 0x7fffffff) {
      this.seen.fill(0);
      this.step = 1;
    }
  }

  /** A place reached for the next word, once per key. */
  reach(place: Place, key: number, start: number): void {
    if (this.seen[key] === this.step) return;
    this.seen[key] = this.step;
    this.nextPlaces[this.nextCount] = place;
    this.nextStarts[this.nextCount++] = start;
  }

  addFound(match: PhraseMatch): void {
    if (this.found === NO_MATCHES) this.found = [];
    this.found.push(match);
  }

  /** The places reached become the active ones, for the next word. */
  advance(): void {
    const places = this.activePlaces;
    const starts = this.activeStarts;
    this.activePlaces = this.nextPlaces;
    this.activeStarts = this.nextStarts;
    this.activeCount = this.nextCount;
    this.nextPlaces = places;
    this.nextStarts = starts;
    this.nextCount = 0;
  }
}

const DIGITS = /\d+/g;
const HAS_DIGIT = /\d/;
const NOT_LETTER = /\P{L}/u;
const NONE: string[] = [];
const NO_SPELLINGS: Spelling[] = [];

/** The current word of the text and the keys it is looked up under, worked out once per word. */
class TextWord {
  script: Script = 'latin';
  /** The word, and the word with its runs of digits as DIGIT_RUN when it holds any: the first baseCount. */
  readonly bases: string[] = ['', ''];
  baseCount = 0;
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
  private counter: WorkCounter = { steps: 0 };

  constructor(private readonly matcher: PhraseMatcher) {}

  reset(word: string, counter: WorkCounter): void {
    this.counter = counter;
    this.script = scriptOf(word);
    this.bases[0] = word;
    this.baseCount = 1;
    if (HAS_DIGIT.test(word)) this.bases[this.baseCount++] = word.replace(DIGITS, DIGIT_RUN);
    this.keyCount = 0;
    this.notLetters[0] = this.notLetters[1] = undefined;
    for (let base = 0; base < this.baseCount; base++) {
      const text = this.bases[base]!;
      this.addKey(text, base, false);
      // A clitic is part of the places' spellings; an Arabic ending is left out here.
      if (this.script !== 'arabic') continue;
      for (const suffix of SUFFIXES_BY_LAST.get(text.charCodeAt(text.length - 1)) ?? NONE) {
        counter.steps++;
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
