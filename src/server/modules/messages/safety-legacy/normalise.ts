// Folding a message before the safety rules read it (docs/decisions/0023-messages.md, "Safety:
// the scam and abuse rules"). The rules are written once, in plain lower-case letters, and every
// usual way of writing the same word differently is folded away here: case, accents, Arabic
// vowel marks and letter variants, other digit scripts, invisible characters, letters spaced out
// or swapped for look-alike digits.
import { characterTable } from './character-table';
import { isLetterOrDigitAt, pairAt, sentenceWordList } from './sentence-words';

/**
 * Characters that show nothing but can split a word for a matcher: zero-width spaces and joiners,
 * the soft hyphen, direction marks (every format character, \p{Cf}), the combining grapheme
 * joiner and the Hangul fillers some keyboards offer as blanks.
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;
/**
 * Combining marks, once NFKD has split them from their letters: Latin accents (é → e), Arabic
 * tashkeel and the hamza carried by alef, waw and yeh (أ → ا), emoji variation selectors and
 * keycaps (7️⃣ → 7).
 */
const MARKS = /\p{M}/gu;
/** Tatweel, the Arabic stretching stroke (واتـــساب). */
const TATWEEL = /\u0640/g;
/** Arabic letters written in several ways by different keyboards and habits, and one way each here. */
const ARABIC_LETTERS: Record<string, string> = {
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maksura, often typed for a final yeh (and the reverse)
  ی: 'ي', // Persian yeh
  ة: 'ه', // teh marbuta, often typed as heh
  ۀ: 'ه',
  ک: 'ك', // Persian kaf
  ء: '', // a lone hamza, often left out
};
const ARABIC_LETTER = new RegExp(`[${Object.keys(ARABIC_LETTERS).join('')}]`, 'g');
/** Arabic-Indic (٠-٩) and Eastern Arabic (۰-۹) digits, as 0-9. Fullwidth and other compatibility digits are NFKD's. */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Ethiopic letters that sound the same and are spelt either way (ሐ, ኀ and ሀ; ሠ and ሰ; ዐ and አ;
 * ፀ and ጸ): each family of seven vowel orders, as the commoner one.
 */
const ETHIOPIC_FAMILIES: [from: number, to: number][] = [
  [0x1210, 0x1200],
  [0x1280, 0x1200],
  [0x1220, 0x1230],
  [0x12d0, 0x12a0],
  [0x1340, 0x1338],
];
const ETHIOPIC_HOMOPHONE = /[\u1210-\u1216\u1280-\u1286\u1220-\u1226\u12D0-\u12D6\u1340-\u1346]/g;

function unifyEthiopic(letter: string): string {
  const code = letter.codePointAt(0) ?? 0;
  const family = ETHIOPIC_FAMILIES.find(([from]) => code >= from && code < from + 7);
  return family ? String.fromCodePoint(family[1] + code - family[0]) : letter;
}

/**
 * Cyrillic and Greek letters that look like Latin ones (WhаtsApp with a Cyrillic а): none of the
 * site's languages is written with them, so here they are only a disguise.
 */
const LOOK_ALIKE_LETTERS: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ι: 'i',
  κ: 'k',
  ν: 'v',
};
const LOOK_ALIKE_LETTER = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join('')}]`, 'g');

/** The marks, invisible characters and letter variants above removed or unified (after NFKD). */
function foldCharacters(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ETHIOPIC_HOMOPHONE, unifyEthiopic);
}

/** NFKD, then the characters folded. */
function foldLetters(text: string): string {
  return foldCharacters(text.normalize('NFKD'));
}

const foldDigits = (text: string) =>
  text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/**
 * Any character that foldCharacters or foldDigits change, in one expression: each changes one
 * character at a time, so a message is read once rather than once per kind ("Cheap by design").
 */
const FOLDED_CHARACTER = new RegExp(
  [INVISIBLE, MARKS, TATWEEL, ARABIC_LETTER, ETHIOPIC_HOMOPHONE, OTHER_DIGITS].map((expression) => expression.source).join('|'),
  'gu',
);
const KEPT = -1;
const REMOVED = -2;
/**
 * Per UTF-16 unit, what foldCharacters and foldDigits make of it: KEPT, REMOVED, or the unit it
 * becomes (each Basic Multilingual Plane character they change becomes one character or none).
 */
const FOLDED_UNITS = new Int32Array(0x10000).fill(KEPT);
characterTable([[FOLDED_CHARACTER, 1]]).forEach((folds, unit) => {
  if (!folds) return;
  const folded = foldDigits(foldCharacters(String.fromCharCode(unit)));
  if (folded.length > 1) throw new Error(`Folding U+${unit.toString(16)} gives more than one character`);
  FOLDED_UNITS[unit] = folded === '' ? REMOVED : folded.charCodeAt(0);
});
const FOLDED_ASTRAL = new RegExp(`^(?:${FOLDED_CHARACTER.source})$`, 'u');

/** Every character of a text folded by foldCharacters and foldDigits, in one pass over the units. */
function foldEach(text: string): string {
  const folded = new Uint16Array(text.length);
  let length = 0;
  let changed = false;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      // A lone surrogate (a broken message) would not come back unchanged from the decoder: the
      // expressions read it. An astral character goes when the expression finds it (a mark).
      if (!pairAt(text, index)) return foldDigits(foldCharacters(text));
      if (FOLDED_ASTRAL.test(text.slice(index, index + 2))) changed = true;
      else {
        folded[length++] = unit;
        folded[length++] = text.charCodeAt(index + 1);
      }
      index++;
      continue;
    }
    const to = FOLDED_UNITS[unit]!;
    if (to === KEPT) folded[length++] = unit;
    else {
      changed = true;
      if (to !== REMOVED) folded[length++] = to;
    }
  }
  return changed ? stringOf(folded, length) : text;
}

const UTF16 = new TextDecoder('utf-16le');

/** UTF-16 units as a string. */
const stringOf = (units: Uint16Array, length: number) => UTF16.decode(units.subarray(0, length));

/** A message as the rules read it: folded letters, ASCII digits, lower case, punctuation kept. */
export function foldText(text: string): string {
  return foldEach(text.normalize('NFKD'))
    .toLowerCase()
    .replace(LOOK_ALIKE_LETTER, (letter) => LOOK_ALIKE_LETTERS[letter] ?? letter);
}

/** A rule's pattern folded like the text it reads, so that lists can be written with accents and hamzas. */
export function foldPattern(source: string): string {
  return foldLetters(source);
}

/**
 * Digits and symbols typed for the letters they look like (wh4tsapp, b1tch, $end, m0ney). Only
 * inside a word: the digits of a number, an amount or a phone number are left alone.
 */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const LOOK_ALIKE = /[0134578@$!|]/;
const LOOK_ALIKES_FOUND = /[0134578@$!|]/g;
const TWO_LATIN_LETTERS = /[a-z][^a-z]*[a-z]/;
/** The symbols a word may hold beside letters and digits, for look-alikes ($end, @ss, b!tch) and hidden letters (f*ck). */
const WORD_SYMBOLS = new Set(['$', '@', '!', '|', '*']);

/** Whether the code point starting at `index` belongs to a word that may hold look-alikes. */
const inWord = (text: string, index: number) => isLetterOrDigitAt(text, index) || WORD_SYMBOLS.has(text[index]!);

/** A word's look-alikes read as the letters they stand for, when it is a Latin word. */
function swapWord(word: string): string {
  // A word of at least two Latin letters: a number, an Arabic or Ethiopic word has nothing to swap.
  if (!LOOK_ALIKE.test(word) || !TWO_LATIN_LETTERS.test(word)) return word;
  const characters = [...word];
  return characters
    .map((character, index) => {
      const swapped = LOOK_ALIKES[character];
      if (swapped === undefined) return character;
      const inside = index > 0 && index < characters.length - 1;
      // A leading $ or @ before a letter ($end, @ss) is a swap; a leading digit (2day) and a
      // trailing mark (stupid!) are not.
      const leading = index === 0 && (character === '$' || character === '@') && /[a-z]/.test(characters[1] ?? '');
      return inside || leading ? swapped : character;
    })
    .join('');
}

/**
 * A sentence with the look-alikes of its words swapped: only the words around a look-alike are
 * read (letters, digits and the symbols above), each once.
 */
function swapLookAlikes(text: string): string {
  // Most sentences hold no digit or symbol at all: nothing to swap, no word to look at.
  if (!LOOK_ALIKE.test(text)) return text;
  let swapped = '';
  let from = 0;
  LOOK_ALIKES_FOUND.lastIndex = 0;
  for (let found = LOOK_ALIKES_FOUND.exec(text); found; found = LOOK_ALIKES_FOUND.exec(text)) {
    let start = found.index;
    while (start > 0 && inWord(text, pairAt(text, start - 2) ? start - 2 : start - 1)) start -= pairAt(text, start - 2) ? 2 : 1;
    let end = found.index;
    while (end < text.length && inWord(text, end)) end += pairAt(text, end) ? 2 : 1;
    const word = text.slice(start, end);
    const swappedWord = swapWord(word);
    if (swappedWord !== word) {
      swapped += text.slice(from, start) + swappedWord;
      from = end;
    }
    LOOK_ALIKES_FOUND.lastIndex = end;
  }
  return from === 0 ? text : swapped + text.slice(from);
}

/**
 * Where a sentence ends: the rules look for an ask and its object in the same sentence. A dot
 * ends one only before a space or the end (w.h.a.t.s.a.p.p and 0712.345.678 stay whole), an
 * exclamation mark only when no letter follows it (b!tch stays whole). The Ethiopic full stop
 * (።), question mark (፧) and a doubled wordspace (፡፡) end one too. A run of dots is tried from
 * its first dot only: tried from each, a long run followed by a letter is read again and again.
 */
const SENTENCE_END = /[?؟።፧;\n]+|!+(?![\p{L}\p{N}])|(?<!\.)\.+(?=\s|$)|፡፡/u;

/**
 * One sentence of a message in the two forms the word rules read: `plain` (letters and digits,
 * single spaces, no punctuation) and `swapped` (look-alike digits and symbols read as letters).
 * Both are needed: Latin-script Arabic writes letters with digits on purpose (me7taj, 3andak).
 */
export interface Sentence {
  plain: string;
  swapped: string;
}

/**
 * A sentence's words in the two forms (see Sentence): `swapped` is the same array as `plain` when
 * swapping changes no word.
 */
export interface SentenceWords {
  plain: string[];
  swapped: string[];
}

const sameWords = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((word, index) => word === other[index]);

/** The sentences of a folded message (see foldText), as the words of both forms. */
export function sentenceWordsOf(folded: string): SentenceWords[] {
  const sentences: SentenceWords[] = [];
  for (const sentence of folded.split(SENTENCE_END)) {
    const plain = sentenceWordList(sentence);
    // Most sentences hold nothing to swap: read once.
    const swappable = swapLookAlikes(sentence);
    let swapped = swappable === sentence ? plain : sentenceWordList(swappable);
    if (swapped !== plain && sameWords(swapped, plain)) swapped = plain;
    if (plain.length > 0 || swapped.length > 0) sentences.push({ plain, swapped });
  }
  return sentences;
}

/** The sentences of a folded message (see foldText), in both forms. */
export function sentencesOf(folded: string): Sentence[] {
  return sentenceWordsOf(folded).map(({ plain, swapped }) => ({ plain: plain.join(' '), swapped: swapped.join(' ') }));
}
