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
import { isLetterUnit, type SentenceForm } from './sentence-words';

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

/** The script of a word of the text, by the UTF-16 unit of its first letter: only Arabic and Amharic words carry clitics or endings. */
function scriptOf(code: number): Script {
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
  /** Whether the place has open spellings or runs of letters, which a word is read against beside its keys. */
  partial = false;
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

/**
 * The phrases found in a sentence, in buffers reused from sentence to sentence: for each, what it
 * finds (roles), the words it spans (`ends` is the last) and whether it ends inside its last word.
 */
export class PhraseMatches {
  count = 0;
  roles = new Int32Array(16);
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  partial = new Uint8Array(16);
  /** The roles of every phrase found, together. */
  allRoles = 0;

  clear(): void {
    this.count = 0;
    this.allRoles = 0;
  }

  add(roles: number, start: number, end: number, partial: boolean): void {
    if (this.count === this.roles.length) {
      const grow = <T extends Int32Array | Uint8Array>(array: T, grown: T) => {
        grown.set(array);
        return grown;
      };
      const size = 2 * this.count;
      this.roles = grow(this.roles, new Int32Array(size));
      this.starts = grow(this.starts, new Int32Array(size));
      this.ends = grow(this.ends, new Int32Array(size));
      this.partial = grow(this.partial, new Uint8Array(size));
    }
    this.roles[this.count] = roles;
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.partial[this.count++] = partial ? 1 : 0;
    this.allRoles |= roles;
  }
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
/** A hash of UTF-16 units, one unit at a time (FNV-1a), then mixed once for the table. */
const hashStep = (hash: number, unit: number) => Math.imul(hash ^ unit, FNV_PRIME);
function hashMix(value: number): number {
  let hash = value ^ (value >>> 16);
  hash = Math.imul(hash, 0x45d9f3b);
  return hash ^ (hash >>> 16);
}

/**
 * Every place's closed spellings by the spelling's number in the Dictionary, then by the place
 * and the script of the text's word, built when the lists load: a word's entries lie side by side
 * in typed arrays, sorted, so that the places it is looked up at (every pattern's start and the
 * few places reached) read the same few cache lines, not a Map per place.
 */
class Transitions {
  /** Per spelling number: where its entries start in `codes` (and end where the next one's start). */
  private readonly firsts: Int32Array;
  /** Per entry: the place and script (placeCode), sorted within a spelling's entries. */
  private readonly codes: Int32Array;
  /** Per entry: its spellings, in `lists`. */
  private readonly values: Int32Array;
  readonly lists: Spelling[][] = [];

  constructor(spellingCount: number, entries: [id: number, code: number, spellings: Spelling[]][]) {
    entries.sort((one, other) => one[0] - other[0] || one[1] - other[1]);
    this.firsts = new Int32Array(spellingCount + 1);
    this.codes = new Int32Array(entries.length);
    this.values = new Int32Array(entries.length);
    entries.forEach(([id, code, spellings], index) => {
      this.firsts[id + 1] = index + 1;
      this.codes[index] = code;
      this.values[index] = this.lists.push(spellings) - 1;
    });
    // A spelling without entries starts where the previous one ends.
    for (let id = 1; id <= spellingCount; id++) this.firsts[id] = Math.max(this.firsts[id]!, this.firsts[id - 1]!);
  }

  /** The spellings of spelling `id` at the place and script `code`, or undefined. */
  get(id: number, code: number): Spelling[] | undefined {
    let low = this.firsts[id]!;
    let high = this.firsts[id + 1]!;
    // The first is every pattern's start (the first place made) when it spells the word: read at every word.
    if (low < high && this.codes[low] === code) return this.lists[this.values[low]!];
    while (low < high) {
      const middle = (low + high) >>> 1;
      const found = this.codes[middle]!;
      if (found === code) return this.lists[this.values[middle]!];
      if (found < code) low = middle + 1;
      else high = middle;
    }
    return undefined;
  }
}

/**
 * Every closed spelling of every place, numbered once when the lists load, in an open-addressing
 * table of numbers: a text's word is looked up by the hash of its units, read where the sentence
 * holds them, without a string made for it ("Cheap by design").
 */
class Dictionary {
  readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Per slot, two numbers side by side: the spelling's number (-1: empty) and its hash before mixing. */
  private slots = new Int32Array(0);
  private mask = 0;
  /** Every spelling's units one after the other, and where each starts (and the next one's start, where it ends). */
  private units = new Uint16Array(0);
  private starts = new Int32Array(0);
  /** The longest spelling: a longer word (or key) is none of them, and is not hashed. */
  longest = 0;

  add(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.push(key) - 1;
      this.ids.set(key, id);
      this.longest = Math.max(this.longest, key.length);
    }
    return id;
  }

  idOf(key: string): number {
    return this.ids.get(key) ?? -1;
  }

  /** Once every spelling is added: the table, at most half full. */
  seal(): void {
    let size = 16;
    while (size < 2 * this.keys.length) size *= 2;
    this.slots = new Int32Array(2 * size).fill(-1);
    this.mask = size - 1;
    this.starts = new Int32Array(this.keys.length + 1);
    this.units = new Uint16Array(this.keys.reduce((sum, key) => sum + key.length, 0));
    let at = 0;
    this.keys.forEach((key, id) => {
      let hash = FNV_OFFSET;
      this.starts[id] = at;
      for (let index = 0; index < key.length; index++) {
        hash = hashStep(hash, key.charCodeAt(index));
        this.units[at++] = key.charCodeAt(index);
      }
      let slot = hashMix(hash) & this.mask;
      while (this.slots[2 * slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[2 * slot] = id;
      this.slots[2 * slot + 1] = hash;
    });
    this.starts[this.keys.length] = at;
  }

  /** The number of the spelling made of `length` units from `from`, whose hash (before mixing) is `hash`; -1 if none. */
  find(units: Uint16Array, from: number, length: number, hash: number): number {
    const { slots } = this;
    for (let slot = hashMix(hash) & this.mask; ; slot = (slot + 1) & this.mask) {
      const id = slots[2 * slot]!;
      if (id < 0) return -1;
      if (slots[2 * slot + 1] !== hash) continue;
      const start = this.starts[id]!;
      if (this.starts[id + 1]! - start !== length) continue;
      let index = 0;
      while (index < length && this.units[start + index] === units[from + index]) index++;
      if (index === length) return id;
    }
  }
}

/** Work done, counted for tests: one step per word form looked up and per place visited. */
export interface WorkCounter {
  steps: number;
}

/** A place and the script of a text's word (SCRIPTS[scriptIndex]) as one number. */
const placeCode = (place: Place, scriptIndex: number) => place.id * SCRIPTS.length + scriptIndex;

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
  /** @internal For TextWord: every closed spelling, numbered. */
  readonly dictionary = new Dictionary();
  private readonly transitions: Transitions;

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
    // The spellings by number, and the strings' tables dropped (only the numbers are read).
    const entries: [number, number, Spelling[]][] = [];
    for (const place of this.places) {
      SCRIPTS.forEach((script, scriptIndex) => {
        for (const [key, spellings] of place.spellings[script])
          entries.push([this.dictionary.add(key), placeCode(place, scriptIndex), spellings]);
        place.spellings[script].clear();
      });
      place.partial = place.open !== null || place.letterRuns.length > 0;
    }
    this.dictionary.seal();
    this.transitions = new Transitions(this.dictionary.keys.length, entries);
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
   * Every phrase of the lists in one sentence (a form of it: sentence-words.ts). Reads with the
   * matcher's one Reading, reused from sentence to sentence and message to message (scan is
   * synchronous and never re-entered), so that reading allocates nothing ("Cheap by design"); the
   * matches are valid until the next scan.
   */
  scan(form: SentenceForm, counter: WorkCounter): PhraseMatches {
    const reading = (this.reading ??= new Reading(this, this.places.length * (MAX_PHRASE_WORDS + 1)));
    reading.begin(form, counter);
    for (let index = 0; index < form.wordCount; index++) {
      reading.index = index;
      reading.offset = form.starts[index]!;
      reading.word.reset(form, index, counter);
      reading.nextStep();
      this.visit(reading, this.start, index);
      if (index === 0) this.visit(reading, this.sentenceStart, index);
      const { activePlaces, activeStarts, activeCount } = reading;
      for (let active = 0; active < activeCount; active++) this.visit(reading, activePlaces[active]!, activeStarts[active]!);
      reading.advance();
    }
    return reading.found;
  }

  /** One place reached (or every pattern's start) reads the current word: one look-up per key it may be. */
  private visit(reading: Reading, place: Place, start: number): void {
    const { word, counter } = reading;
    counter.steps++;
    const { keyIds, keyCount, script } = word;
    if (word.known) {
      const code = placeCode(place, word.scriptIndex);
      for (let key = 0; key < keyCount; key++) {
        const id = keyIds[key]!;
        if (id < 0) continue;
        counter.steps++;
        const spellings = this.transitions.get(id, code);
        if (spellings === undefined) continue;
        for (let index = 0; index < spellings.length; index++) {
          const spelling = spellings[index]!;
          if (word.shortened[key] && !spelling.suffixed) continue;
          const { targets } = spelling;
          for (let target = 0; target < targets.length; target++)
            this.reach(reading, targets[target]!, spelling.prefixLength, false, false, start);
        }
      }
    }
    if (place.partial) {
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
    }
    // A word typed with asterisks, as the starred lists' words it may hide (in the plain form).
    if (word.starred === NONE) return;
    for (const known of word.starred) {
      counter.steps++;
      const id = this.dictionary.idOf(known);
      for (const spelling of (id < 0 ? undefined : this.transitions.get(id, placeCode(place, word.scriptIndex))) ?? NO_SPELLINGS) {
        if (spelling.script !== null) continue;
        for (const target of spelling.targets) this.reach(reading, target, 0, false, true, start);
      }
    }
  }

  /** An Amharic word read along the tree of open spellings: each one it starts with. */
  private visitOpen(reading: Reading, root: OpenLetter, start: number): void {
    const { word, counter } = reading;
    for (let base = 0; base < word.baseCount; base++) {
      const units = word.baseUnits[base]!;
      const from = word.baseStart[base]!;
      const length = word.baseLength[base]!;
      let letter: OpenLetter | undefined = root;
      for (let index = 0; index < length; index++) {
        counter.steps++;
        letter = letter.next.get(units[from + index]!);
        if (!letter) break;
        for (const spelling of letter.spellings) {
          if (spelling.script !== null && spelling.script !== word.script) continue;
          for (const target of spelling.targets) this.reach(reading, target, spelling.prefixLength, index + 1 < length, false, start);
        }
      }
    }
  }

  private reach(reading: Reading, target: Target, prefixLength: number, partial: boolean, starred: boolean, start: number): void {
    const { index } = reading;
    if (starred && !target.starred) return;
    const { guards } = target;
    for (let guard = 0; guard < guards.length; guard++) {
      const { pattern, offset } = guards[guard]!;
      reading.counter.steps++;
      pattern.lastIndex = reading.offset + prefixLength + offset;
      if (pattern.test(reading.form.joined)) return;
    }
    if (target.to === null) {
      if (target.atSentenceEnd && (partial || index !== reading.form.wordCount - 1)) return;
      reading.found.add(target.roles, start, index, partial);
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

/**
 * A sentence being read: where, and what was found and reached so far. One per matcher, its
 * buffers reused: the places reached for the next word are two arrays swapped at each word, and
 * a place (and start) already reached for it is marked with the word's step number in `seen`.
 */
class Reading {
  form!: SentenceForm;
  counter: WorkCounter = { steps: 0 };
  index = 0;
  /** Where the current word starts in the sentence (its words joined by single spaces). */
  offset = 0;
  readonly found = new PhraseMatches();
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

  begin(form: SentenceForm, counter: WorkCounter): void {
    this.form = form;
    this.counter = counter;
    this.offset = 0;
    this.found.clear();
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

const NONE: string[] = [];
const NO_SPELLINGS: Spelling[] = [];
const DIGIT_RUN_UNIT = DIGIT_RUN.charCodeAt(0);
const isDigit = (unit: number) => unit >= 0x30 && unit <= 0x39;

/** Whether `text` stands in `units` at `at` (of a base from `from`, `length` long). */
function unitsStartWith(units: Uint16Array, from: number, length: number, text: string, at: number): boolean {
  if (at < 0 || at + text.length > length) return false;
  for (let index = 0; index < text.length; index++) if (units[from + at + index] !== text.charCodeAt(index)) return false;
  return true;
}

/**
 * The current word of the text and the keys it is looked up under, worked out once per word from
 * the sentence's buffer (nothing is made per word but for a word typed with asterisks).
 */
class TextWord {
  script: Script = 'latin';
  /** The script's place in SCRIPTS. */
  scriptIndex = 0;
  /**
   * The bases: the word (in the sentence's buffer), and when it holds digits the word with each
   * run of them as DIGIT_RUN (in a buffer of its own): the first baseCount.
   */
  readonly baseUnits: Uint16Array[] = [new Uint16Array(0), new Uint16Array(64)];
  readonly baseStart = new Int32Array(2);
  readonly baseLength = new Int32Array(2);
  baseCount = 0;
  /** Each base's hash after each of its first units (up to the dictionary's longest spelling). */
  private readonly hashes = [new Int32Array(1), new Int32Array(1)];
  /** Each base, then (an Arabic word) each base without an ending it ends with: the first keyCount. */
  keyCount = 0;
  readonly keyBase = new Int32Array(32);
  readonly keyLength = new Int32Array(32);
  /** Per key: its number in the dictionary, -1 when no place spells it. */
  readonly keyIds = new Int32Array(32);
  /** Per key: whether an ending was left out (only the forms that take one accept it). */
  readonly shortened = new Uint8Array(32);
  /** Whether any key is spelt by a place. */
  known = false;
  /** The starred lists' words the word may hide behind its asterisks. */
  starred: string[] = NONE;
  /** How many characters that are not letters come before each position of each base, when asked. */
  private readonly notLetters = [new Int32Array(64), new Int32Array(64)];
  private readonly notLettersCounted = new Uint8Array(2);
  private counter: WorkCounter = { steps: 0 };
  private readonly dictionary: Dictionary;

  constructor(private readonly matcher: PhraseMatcher) {
    this.dictionary = matcher.dictionary;
    const longest = this.dictionary.longest;
    this.hashes = [new Int32Array(longest + 1), new Int32Array(longest + 1)];
  }

  reset(form: SentenceForm, index: number, counter: WorkCounter): void {
    this.counter = counter;
    const units = form.chars;
    const start = form.starts[index]!;
    const length = form.ends[index]! - start;
    this.script = scriptOf(units[start]!);
    this.scriptIndex = this.script === 'latin' ? 0 : this.script === 'arabic' ? 1 : 2;
    this.baseUnits[0] = units;
    this.baseStart[0] = start;
    this.baseLength[0] = length;
    this.baseCount = 1;
    // One pass: the word's hash after each unit (as far as a spelling may reach), its digits and asterisks.
    let asterisk = false;
    let digit = false;
    const hashes = this.hashes[0]!;
    const longest = this.dictionary.longest;
    let hash = FNV_OFFSET;
    hashes[0] = hash;
    for (let index = 0; index < length; index++) {
      const unit = units[start + index]!;
      if (index < longest) hashes[index + 1] = hash = hashStep(hash, unit);
      if (unit <= 0x39) {
        if (unit >= 0x30) digit = true;
        else if (unit === 0x2a) asterisk = true;
      }
    }
    if (digit) this.digitRuns(units, start, length);
    this.keyCount = 0;
    this.known = false;
    this.notLettersCounted[0] = this.notLettersCounted[1] = 0;
    for (let base = 0; base < this.baseCount; base++) {
      const baseLength = this.baseLength[base]!;
      if (base > 0) this.hashBase(base);
      this.addKey(base, baseLength, false);
      // A clitic is part of the places' spellings; an Arabic ending is left out here.
      if (this.script !== 'arabic') continue;
      const baseUnits = this.baseUnits[base]!;
      const from = this.baseStart[base]!;
      for (const suffix of SUFFIXES_BY_LAST.get(baseUnits[from + baseLength - 1]!) ?? NONE) {
        counter.steps++;
        if (baseLength > suffix.length && unitsStartWith(baseUnits, from, baseLength, suffix, baseLength - suffix.length)) {
          this.addKey(base, baseLength - suffix.length, true);
        }
      }
    }
    this.starred = asterisk && length <= this.matcher.maxWord ? this.matcher.starredWords(form.word(index)) : NONE;
  }

  /** The second base: the word with each run of digits as DIGIT_RUN. */
  private digitRuns(units: Uint16Array, start: number, length: number): void {
    if (this.baseUnits[1]!.length < length) this.baseUnits[1] = new Uint16Array(2 * length);
    const runs = this.baseUnits[1]!;
    let written = 0;
    for (let at = start; at < start + length; at++) {
      const unit = units[at]!;
      if (!isDigit(unit)) runs[written++] = unit;
      else if (at === start || !isDigit(units[at - 1]!)) runs[written++] = DIGIT_RUN_UNIT;
    }
    this.baseStart[1] = 0;
    this.baseLength[1] = written;
    this.baseCount = 2;
  }

  /** A base's hash after each of its units, as far as a spelling may reach. */
  private hashBase(base: number): void {
    const units = this.baseUnits[base]!;
    const from = this.baseStart[base]!;
    const hashes = this.hashes[base]!;
    const last = Math.min(this.baseLength[base]!, this.dictionary.longest);
    let hash = FNV_OFFSET;
    hashes[0] = hash;
    for (let index = 0; index < last; index++) hashes[index + 1] = hash = hashStep(hash, units[from + index]!);
  }

  private addKey(base: number, length: number, shortened: boolean): void {
    const id =
      length <= this.dictionary.longest
        ? this.dictionary.find(this.baseUnits[base]!, this.baseStart[base]!, length, this.hashes[base]![length]!)
        : -1;
    if (id >= 0) this.known = true;
    this.keyBase[this.keyCount] = base;
    this.keyLength[this.keyCount] = length;
    this.keyIds[this.keyCount] = id;
    this.shortened[this.keyCount++] = shortened ? 1 : 0;
  }

  /** Whether a key is the spelling's head, then one letter or more, then its tail. */
  letterRunMatches({ head, tail }: LetterRunSpelling, key: number): boolean {
    const base = this.keyBase[key]!;
    const units = this.baseUnits[base]!;
    const from = this.baseStart[base]!;
    const length = this.baseLength[base]!;
    const end = this.keyLength[key]!;
    if (
      end <= head.length + tail.length ||
      !unitsStartWith(units, from, length, head, 0) ||
      !unitsStartWith(units, from, length, tail, end - tail.length)
    ) {
      return false;
    }
    // Counted once per word, so that a long word is read once however many places ask.
    if (this.notLettersCounted[base] === 0) {
      if (this.notLetters[base]!.length <= length) this.notLetters[base] = new Int32Array(2 * length + 1);
      const counts = this.notLetters[base]!;
      counts[0] = 0;
      for (let index = 0; index < length; index++) counts[index + 1] = counts[index]! + (isLetterUnit(units[from + index]!) ? 0 : 1);
      this.notLettersCounted[base] = 1;
      this.counter.steps += length;
    }
    const counts = this.notLetters[base]!;
    return counts[end - tail.length] === counts[head.length];
  }
}
