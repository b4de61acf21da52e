// Folding a message before the safety rules read it (docs/decisions/0023-messages.md, "Safety:
// the scam and abuse rules"). The rules are written once, in plain lower-case letters, and every
// usual way of writing the same word differently is folded away here: case, accents, Arabic
// vowel marks and letter variants, other digit scripts, invisible characters, letters spaced out
// or swapped for look-alike digits.
import { characterTable } from './character-table';

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

/** Whether a surrogate pair (an astral character) starts at `index`. */
function pairAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The folded units of the message being folded, kept from message to message (grown as needed). */
let foldedUnits = new Uint16Array(2048);

/** Room for `length` folded units: the kept buffer, grown when a message is longer than any before. */
function foldedUnitsFor(length: number): Uint16Array {
  if (length > foldedUnits.length) foldedUnits = new Uint16Array(2 * length);
  return foldedUnits;
}

/** Every character of a text folded by foldCharacters and foldDigits, in one pass over the units. */
function foldEach(text: string): string {
  const folded = foldedUnitsFor(text.length);
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

/** Lower-cased with the characters around it (U+03A3 Σ: σ, or ς ending a word), or more than one unit (U+0130 İ). */
const IN_CONTEXT = -3;
/**
 * Per UTF-16 unit after NFKD, what foldText makes of it in one pass: folded (foldCharacters,
 * foldDigits), lower-cased and a look-alike letter read as Latin: KEPT, REMOVED, the unit it
 * becomes, or IN_CONTEXT (and the surrogates): the message then goes the longer way, each step
 * over the whole text.
 */
const TEXT_UNITS = new Int32Array(0x10000);
{
  const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;
  const everyUnit = Array.from({ length: 0x10000 }, (_, unit) =>
    isSurrogate(unit) || unit === 0x130 ? ' ' : String.fromCharCode(unit),
  ).join('');
  const lowered = everyUnit.toLowerCase();
  if (lowered.length !== everyUnit.length) throw new Error('Lower-casing a character gave more than one unit (normalise.ts)');
  for (let unit = 0; unit < 0x10000; unit++) {
    const folded = FOLDED_UNITS[unit] === KEPT ? unit : FOLDED_UNITS[unit]!;
    if (isSurrogate(unit) || folded === 0x3a3 || folded === 0x130) TEXT_UNITS[unit] = IN_CONTEXT;
    else if (folded === REMOVED) TEXT_UNITS[unit] = REMOVED;
    else {
      const lower = lowered[folded]!;
      const read = (LOOK_ALIKE_LETTERS[lower] ?? lower).charCodeAt(0);
      TEXT_UNITS[unit] = read === unit ? KEPT : read;
    }
  }
}

/** A text (after NFKD) through TEXT_UNITS, or null when a unit needs the longer way. */
function foldUnits(text: string): string | null {
  const folded = foldedUnitsFor(text.length);
  let length = 0;
  let changed = false;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const to = TEXT_UNITS[unit]!;
    if (to === KEPT) folded[length++] = unit;
    else if (to === IN_CONTEXT) return null;
    else {
      changed = true;
      if (to !== REMOVED) folded[length++] = to;
    }
  }
  return changed ? stringOf(folded, length) : text;
}

/** A message as the rules read it: folded letters, ASCII digits, lower case, punctuation kept. */
export function foldText(text: string): string {
  const decomposed = text.normalize('NFKD');
  return (
    foldUnits(decomposed) ??
    foldEach(decomposed)
      .toLowerCase()
      .replace(LOOK_ALIKE_LETTER, (letter) => LOOK_ALIKE_LETTERS[letter] ?? letter)
  );
}

/** A rule's pattern folded like the text it reads, so that lists can be written with accents and hamzas. */
export function foldPattern(source: string): string {
  return foldLetters(source);
}
