// The sentences of a folded message and their words, as the word rules read them
// (docs/decisions/0023-messages.md, "Safety: the scam and abuse rules", "Cheap by design").
//
// A message is read once, character by character, against tables of which characters are letters,
// digits or spaces (character-table.ts), not with regular expressions over \p{L}: those cost
// several times more on Arabic and Ethiopic text. Nothing is made per sentence or per word: the
// message's characters, each sentence's words and their places are written into buffers that one
// reader keeps from message to message (SentenceReader), and the phrase matcher reads the words
// from there by number. A string is made only where a rule needs one (a pattern's guard, a word
// typed with asterisks, a word holding a character outside the Basic Multilingual Plane).
import { characterTable } from './character-table';

const LETTER = 1;
const NUMBER = 2;
/** Per UTF-16 unit of the Basic Multilingual Plane: LETTER (\p{L}), NUMBER (\p{N}) or 0. */
const CLASSES = characterTable([
  [/\p{L}+/gu, LETTER],
  [/\p{N}+/gu, NUMBER],
]);
/** Per UTF-16 unit: 1 for white space (\s), which a run of dots must come before to end a sentence. */
const SPACES = characterTable([[/\s+/gu, 1]]);

const ASTERISK = 0x2a;
const SPACE = 0x20;
const DOT = 0x2e;
const EXCLAMATION = 0x21;
/** The Ethiopic wordspace: two in a row end a sentence. */
const WORDSPACE = 0x1361;
/** Per UTF-16 unit, what it may do to a sentence: MARK ends one, alone or in a run (? ؟ ። ፧ ; and a new line). */
const MARK = 1;
const ENDS = new Uint8Array(0x10000);
for (const unit of [0x3f, 0x061f, 0x1362, 0x1367, 0x3b, 0x0a]) ENDS[unit] = MARK;
ENDS[EXCLAMATION] = 2;
ENDS[DOT] = 3;
ENDS[WORDSPACE] = 4;
/** A look-alike (LOOK_ALIKES below) other than the exclamation mark. */
const LOOK_ALIKE = 5;

/** Currency signs read as words, so that "$200" and "200 dollars" read the same. */
const CURRENCY_WORDS = new Map([
  [0x24, 'dollars'],
  [0x20ac, 'euros'],
  [0xa3, 'pounds'],
  [0x20a6, 'naira'],
]);
/** The currency words in order, numbered from 1 (0: a word of the text), and per UTF-16 unit the sign's number. */
const CURRENCY_LIST = [...CURRENCY_WORDS.values()];
const CURRENCY_INDEX = new Uint8Array(0x10000);
[...CURRENCY_WORDS.keys()].forEach((unit, index) => (CURRENCY_INDEX[unit] = index + 1));

/**
 * Digits and symbols typed for the letters they look like (wh4tsapp, b1tch, $end, m0ney), per
 * UTF-16 unit (0: none). Only inside a word: the digits of a number, an amount or a phone number
 * are left alone.
 */
const LOOK_ALIKES = new Uint16Array(0x80);
for (const [from, to] of Object.entries({ 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 8: 'b', '@': 'a', $: 's', '!': 'i', '|': 'l' })) {
  LOOK_ALIKES[from.charCodeAt(0)] = to.charCodeAt(0);
}
const lookAlikeOf = (unit: number) => (unit < 0x80 ? LOOK_ALIKES[unit]! : 0);
for (let unit = 0; unit < 0x80; unit++) if (LOOK_ALIKES[unit] !== 0 && ENDS[unit] === 0) ENDS[unit] = LOOK_ALIKE;
/** The symbols a word may hold beside letters and digits, for look-alikes ($end, @ss, b!tch) and hidden letters (f*ck). */
const WORD_SYMBOLS = new Set([0x24, 0x40, 0x21, 0x7c, ASTERISK]);
const isLatinLetter = (unit: number) => unit >= 0x61 && unit <= 0x7a;

const ASTRAL_LETTER = /^\p{L}$/u;
const ASTRAL_NUMBER = /^\p{N}$/u;
/** The class of characters outside the Basic Multilingual Plane, by code point, as they are met. */
const ASTRAL_CLASSES = new Map<number, number>();

function astralClass(high: number, low: number): number {
  const code = (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  let kind = ASTRAL_CLASSES.get(code);
  if (kind === undefined) {
    const character = String.fromCodePoint(code);
    kind = ASTRAL_LETTER.test(character) ? LETTER : ASTRAL_NUMBER.test(character) ? NUMBER : 0;
    ASTRAL_CLASSES.set(code, kind);
  }
  return kind;
}

/** Whether a surrogate pair (an astral character) starts at `index`, before `end`. */
function pairAt(units: Uint16Array, index: number, end: number): boolean {
  if (index < 0 || index + 1 >= end) return false;
  const unit = units[index]!;
  const low = units[index + 1]!;
  return unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The class of the code point starting at `index` (before `end`): LETTER, NUMBER or 0 (a lone surrogate is neither). */
function kindAt(units: Uint16Array, index: number, end: number): number {
  if (index >= end) return 0;
  const unit = units[index]!;
  if (unit < 0xd800 || unit > 0xdfff) return CLASSES[unit]!;
  return pairAt(units, index, end) ? astralClass(unit, units[index + 1]!) : 0;
}

/** A sentence in one form: its words, one space between (what a pattern's guard reads), and where each starts and ends. */
export class SentenceForm {
  chars = new Uint16Array(256);
  length = 0;
  starts = new Int32Array(64);
  ends = new Int32Array(64);
  wordCount = 0;
  private text: string | null = null;

  reset(): void {
    this.length = 0;
    this.wordCount = 0;
    this.text = null;
  }

  /** The sentence as a string, made when first asked (a guard, a test). */
  get joined(): string {
    return (this.text ??= stringOf(this.chars, 0, this.length));
  }

  /** The word at `index`, as a string (for the rare rule that needs one). */
  word(index: number): string {
    return stringOf(this.chars, this.starts[index]!, this.ends[index]!);
  }

  /** Room for `more` characters. */
  reserve(more: number): void {
    if (this.length + more <= this.chars.length) return;
    const chars = new Uint16Array(Math.max(2 * this.chars.length, this.length + more));
    chars.set(this.chars.subarray(0, this.length));
    this.chars = chars;
  }

  /** A new word starts: a space after the previous one. Returns where its letters start. */
  beginWord(): number {
    if (this.wordCount === this.starts.length) {
      const starts = new Int32Array(2 * this.starts.length);
      starts.set(this.starts);
      this.starts = starts;
      const ends = new Int32Array(2 * this.ends.length);
      ends.set(this.ends);
      this.ends = ends;
    }
    if (this.wordCount > 0) {
      this.reserve(1);
      this.chars[this.length++] = SPACE;
    }
    this.starts[this.wordCount] = this.length;
    return this.length;
  }

  append(units: Uint16Array, from: number, to: number): void {
    this.reserve(to - from);
    // Unit by unit: a subarray would be an object made per word.
    const { chars } = this;
    let length = this.length;
    for (let index = from; index < to; index++) chars[length++] = units[index]!;
    this.length = length;
  }

  appendString(text: string): void {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index++) this.chars[this.length++] = text.charCodeAt(index);
  }

  /** `text` as a word, as it is. */
  writeString(text: string): void {
    this.beginWord();
    this.appendString(text);
    this.ends[this.wordCount++] = this.length;
  }

  /**
   * The units from `from` to `to` as a word, with a letter typed three times or more (stuuupid,
   * غبيييي) once, read as they are written.
   */
  writeWord(units: Uint16Array, from: number, to: number): void {
    const start = this.beginWord();
    this.reserve(to - from);
    const { chars } = this;
    let length = start;
    let last = -1;
    let run = 0;
    let astral = false;
    for (let index = from; index < to; index++) {
      const unit = units[index]!;
      if (unit === last) {
        run++;
        if (run >= 3 && CLASSES[unit] === LETTER) {
          // The third of a run: one of the two written goes, and the rest are not written.
          if (run === 3) length--;
          continue;
        }
      } else {
        last = unit;
        run = 1;
        if (unit >= 0xd800 && unit <= 0xdfff) astral = true;
      }
      chars[length++] = unit;
    }
    this.length = length;
    if (astral) {
      // The expression reads code points: the word as written, then its stretched letters once.
      this.length = start;
      this.append(units, from, to);
      unstretch(this, start);
    }
    this.ends[this.wordCount++] = this.length;
  }

  sameAs(other: SentenceForm): boolean {
    if (other.length !== this.length || other.wordCount !== this.wordCount) return false;
    for (let index = 0; index < this.length; index++) if (this.chars[index] !== other.chars[index]) return false;
    return true;
  }
}

/** A letter typed three times or more counts once; doubled letters stay. */
const STRETCHED = /(\p{L})\1{2,}/gu;

/** The word from `start` to the form's end with its stretched letters once. */
function unstretch(form: SentenceForm, start: number): void {
  const { chars } = form;
  const end = form.length;
  for (let index = start; index < end; index++) {
    const unit = chars[index]!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      // A character outside the Basic Multilingual Plane: the expression reads code points.
      const word = stringOf(chars, start, end).replace(STRETCHED, '$1');
      form.length = start;
      form.appendString(word);
      return;
    }
  }
  let to = start;
  for (let from = start; from < end;) {
    const unit = chars[from]!;
    let run = from + 1;
    while (run < end && chars[run] === unit) run++;
    if (run - from >= 3 && CLASSES[unit] === LETTER) chars[to++] = unit;
    else for (let index = from; index < run; index++) chars[to++] = unit;
    from = run;
  }
  form.length = to;
}

const UTF16 = new TextDecoder('utf-16le');
/** UTF-16 units as a string (never a lone surrogate here: words hold none). */
const stringOf = (units: Uint16Array, from: number, to: number) =>
  to - from === 0 ? '' : to - from === 1 ? String.fromCharCode(units[from]!) : UTF16.decode(units.subarray(from, to));

/**
 * Reads a folded message (normalise.ts, foldText) sentence by sentence, each in two forms: `plain`
 * (letters and digits, currency signs as words, punctuation and spaces as one space) and `swapped`
 * (look-alike digits and symbols read as letters). Both are needed: Latin-script Arabic writes
 * letters with digits on purpose (me7taj, 3andak). One reader is kept and reused: the forms are
 * valid until the next call to `next`.
 */
export class SentenceReader {
  readonly plain = new SentenceForm();
  readonly swapped = new SentenceForm();
  /** Whether the swapped form's words differ from the plain form's (else only `plain` needs reading). */
  swappedDiffers = false;
  private source = new Uint16Array(2048);
  private swapSource = new Uint16Array(2048);
  private length = 0;
  private at = 0;
  private done = true;
  /** Where the single letters or digits waiting in `words` start and end. */
  private singleStarts = new Int32Array(64);
  private singleEnds = new Int32Array(64);

  begin(folded: string): void {
    if (folded.length > this.source.length) {
      this.source = new Uint16Array(2 * folded.length);
      this.swapSource = new Uint16Array(2 * folded.length);
    }
    for (let index = 0; index < folded.length; index++) this.source[index] = folded.charCodeAt(index);
    this.length = folded.length;
    this.at = 0;
    this.done = false;
  }

  /** The next sentence holding a word, in both forms; false when the message is read. */
  next(): boolean {
    while (!this.done) {
      const from = this.at;
      const end = this.sentenceEnd(from);
      if (this.after < 0) this.done = true;
      else this.at = this.after;
      if (this.read(from, end)) return true;
    }
    return false;
  }

  /** Where the next sentence starts, set by sentenceEnd (-1: none). */
  private after = -1;
  /** Whether the sentence holds a look-alike, set by sentenceEnd. */
  private lookAlike = false;

  /**
   * Where the sentence from `from` ends, and where the next one starts (-1: none). A sentence ends
   * at ? ؟ ። ፧ ; or a new line (a run of them), a run of exclamation marks unless a letter or digit
   * follows it (b!tch stays whole: a run before one ends the sentence but for its last mark), a run
   * of dots not after a dot and before a space or the end (w.h.a.t.s.a.p.p and 0712.345.678 stay
   * whole), and a doubled Ethiopic wordspace (፡፡). A run is read once, from its first mark. Sets
   * `after`.
   */
  private sentenceEnd(from: number): number {
    const { source, length } = this;
    this.lookAlike = false;
    for (let index = from; index < length; index++) {
      const unit = source[index]!;
      const kind = ENDS[unit]!;
      if (kind === 0) continue;
      if (kind === LOOK_ALIKE) {
        this.lookAlike = true;
        continue;
      }
      if (kind === MARK) {
        let end = index + 1;
        while (end < length && ENDS[source[end]!] === MARK) end++;
        this.after = end;
        return index;
      }
      if (unit === EXCLAMATION) {
        let end = index + 1;
        while (end < length && source[end] === EXCLAMATION) end++;
        if (kindAt(source, end, length) === 0) {
          this.after = end;
          return index;
        }
        if (end - index >= 2) {
          this.after = end - 1;
          return index;
        }
        // A mark before a letter stays in the sentence (b!tch).
        this.lookAlike = true;
        continue;
      }
      if (unit === DOT) {
        if (index > 0 && source[index - 1] === DOT) continue;
        let end = index + 1;
        while (end < length && source[end] === DOT) end++;
        if (end === length || SPACES[source[end]!] === 1) {
          this.after = end;
          return index;
        }
        index = end - 1;
        continue;
      }
      if (unit === WORDSPACE && index + 1 < length && source[index + 1] === WORDSPACE) {
        this.after = index + 2;
        return index;
      }
    }
    this.after = -1;
    return length;
  }

  /** Reads the sentence from `from` to `to` into both forms; whether it holds a word. */
  private read(from: number, to: number): boolean {
    this.words(this.source, from, to, this.plain);
    this.swappedDiffers = false;
    if (this.lookAlike && this.swapLookAlikes(from, to)) {
      this.words(this.swapSource, from, to, this.swapped);
      this.swappedDiffers = !this.swapped.sameAs(this.plain);
    }
    return this.plain.wordCount > 0 || (this.swappedDiffers && this.swapped.wordCount > 0);
  }

  /** Whether the code point starting at `index` belongs to a word that may hold look-alikes. */
  private inWord(index: number, from: number, to: number): boolean {
    return kindAt(this.source, index, to) !== 0 || (index >= from && WORD_SYMBOLS.has(this.source[index]!));
  }

  /**
   * The sentence with the look-alikes of its words read as letters, in `swapSource`; false when
   * nothing is swapped. Only the words around a look-alike are read (letters, digits and the
   * symbols above), each once. A word's look-alikes are swapped when it holds two Latin letters
   * (a number, an Arabic or Ethiopic word has nothing to swap), inside it, and for a leading $ or
   * @ before a letter ($end, @ss); a leading digit (2day) and a trailing mark (stupid!) are not.
   */
  private swapLookAlikes(from: number, to: number): boolean {
    const { source, swapSource } = this;
    let copied = false;
    for (let found = from; found < to; found++) {
      if (lookAlikeOf(source[found]!) === 0) continue;
      let start = found;
      while (start > from && this.inWord(pairAt(source, start - 2, to) && start - 2 >= from ? start - 2 : start - 1, from, to)) {
        start -= pairAt(source, start - 2, to) && start - 2 >= from ? 2 : 1;
      }
      let end = found;
      while (end < to && this.inWord(end, from, to)) end += pairAt(source, end, to) ? 2 : 1;
      let latin = 0;
      for (let index = start; index < end && latin < 2; index++) if (isLatinLetter(source[index]!)) latin++;
      if (latin >= 2) {
        // By code point: a character outside the Basic Multilingual Plane is one.
        let last = start;
        for (let index = start; index < end; index += pairAt(source, index, to) ? 2 : 1) last = index;
        for (let index = start; index < end; index += pairAt(source, index, to) ? 2 : 1) {
          const unit = source[index]!;
          const swapped = lookAlikeOf(unit);
          if (swapped === 0) continue;
          const inside = index > start && index < last;
          const second = index + 1 < end && !pairAt(source, index + 1, to) ? source[index + 1]! : 0;
          const leading = index === start && (unit === 0x24 || unit === 0x40) && isLatinLetter(second);
          if (!inside && !leading) continue;
          if (!copied) {
            for (let at = from; at < to; at++) swapSource[at] = source[at]!;
            copied = true;
          }
          swapSource[index] = swapped;
        }
      }
      found = end - 1;
    }
    return copied;
  }

  /**
   * The words of a sentence into `form`: letters and digits, and an asterisk between two letters,
   * which stands for a hidden letter (f*ck, kept for the insult lists; any other asterisk is
   * punctuation); currency signs read as words; runs of three or more single letters or digits
   * (w h a t s a p p, with dots or dashes between as well) joined into one word.
   */
  private words(units: Uint16Array, from: number, to: number, form: SentenceForm): void {
    form.reset();
    // Single letters or digits waiting to be joined (three or more) or written alone.
    let singles = 0;
    for (let index = from; index < to;) {
      const unit = units[index]!;
      const currency = CURRENCY_INDEX[unit]!;
      if (currency !== 0) {
        this.flushSingles(units, singles, form);
        singles = 0;
        form.writeString(CURRENCY_LIST[currency - 1]!);
        index++;
        continue;
      }
      const end = wordEnd(units, from, to, index);
      if (end === index) {
        index += pairAt(units, index, to) ? 2 : 1;
        continue;
      }
      if (end - index === 1 || (end - index === 2 && pairAt(units, index, to))) {
        if (singles === this.singleStarts.length) this.growSingles();
        this.singleStarts[singles] = index;
        this.singleEnds[singles++] = end;
      } else {
        this.flushSingles(units, singles, form);
        singles = 0;
        form.writeWord(units, index, end);
      }
      index = end;
    }
    this.flushSingles(units, singles, form);
  }

  /** The single letters or digits waiting: three or more as one word (w h a t s a p p), fewer each alone. */
  private flushSingles(units: Uint16Array, count: number, form: SentenceForm): void {
    if (count === 0) return;
    if (count < 3) {
      for (let single = 0; single < count; single++) form.writeWord(units, this.singleStarts[single]!, this.singleEnds[single]!);
      return;
    }
    const start = form.beginWord();
    for (let single = 0; single < count; single++) form.append(units, this.singleStarts[single]!, this.singleEnds[single]!);
    unstretch(form, start);
    form.ends[form.wordCount++] = form.length;
  }

  private growSingles(): void {
    const grow = (array: Int32Array) => {
      const grown = new Int32Array(2 * array.length);
      grown.set(array);
      return grown;
    };
    this.singleStarts = grow(this.singleStarts);
    this.singleEnds = grow(this.singleEnds);
  }
}

/** Whether the code point ending right before `index` (not before `from`) is a letter. */
function letterBefore(units: Uint16Array, from: number, to: number, index: number): boolean {
  if (index === from) return false;
  return kindAt(units, index - 2 >= from && pairAt(units, index - 2, to) ? index - 2 : index - 1, to) === LETTER;
}

/** Where the word starting at `start` ends (the sentence runs from `from` to `to`). */
function wordEnd(units: Uint16Array, from: number, to: number, start: number): number {
  let index = start;
  while (index < to) {
    const unit = units[index]!;
    if (unit < 0xd800 || unit > 0xdfff) {
      if (CLASSES[unit] !== 0 || (unit === ASTERISK && letterBefore(units, from, to, index) && kindAt(units, index + 1, to) === LETTER))
        index++;
      else break;
    } else if (kindAt(units, index, to) !== 0) index += 2;
    else break;
  }
  return index;
}

/** A sentence of a folded message as strings, in both forms (for tests). */
export interface Sentence {
  plain: string;
  swapped: string;
}

/** The sentences of a folded message (see foldText) holding a word, in both forms, as strings (for tests). */
export function sentencesOf(folded: string): Sentence[] {
  const reader = new SentenceReader();
  reader.begin(folded);
  const sentences: Sentence[] = [];
  while (reader.next()) {
    const { plain, swapped } = reader;
    sentences.push({ plain: plain.joined, swapped: reader.swappedDiffers ? swapped.joined : plain.joined });
  }
  return sentences;
}

/** Whether a UTF-16 unit is a letter on its own (\p{L}; half a surrogate pair is not). */
export const isLetterUnit = (unit: number) => CLASSES[unit] === LETTER;

/** Whether a UTF-16 unit is white space (\s). */
export const isSpaceUnit = (unit: number) => SPACES[unit] === 1;

/** Whether the code point ending right before `index` in `text` is a letter or a number (\p{L}, \p{N}). */
export function letterOrNumberBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const unit = text.charCodeAt(index - 1);
  if (unit < 0xd800 || unit > 0xdfff) return CLASSES[unit] !== 0;
  const high = text.charCodeAt(index - 2);
  if (unit >= 0xdc00 && high >= 0xd800 && high <= 0xdbff) return astralClass(high, unit) !== 0;
  return false;
}
