// Folding a message before the safety rules read it (docs/decisions/0023-messages.md, "Safety:
// the scam and abuse rules"). The rules are written once, in plain lower-case letters, and every
// usual way of writing the same word differently is folded away here: case, accents, Arabic
// vowel marks and letter variants, other digit scripts, invisible characters, letters spaced out
// or swapped for look-alike digits.

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

/** NFKD, then the marks, invisible characters and letter variants above removed or unified. */
function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_LETTER, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ETHIOPIC_HOMOPHONE, unifyEthiopic);
}

/** A message as the rules read it: folded letters, ASCII digits, lower case, punctuation kept. */
export function foldText(text: string): string {
  return foldLetters(text)
    .replace(OTHER_DIGITS, (digit) => {
      const code = digit.codePointAt(0) ?? 0;
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
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
const LOOK_ALIKE_WORD = /[\p{L}\p{N}$@!|*]+/gu;

const LOOK_ALIKE = /[0134578@$!|]/;
const TWO_LATIN_LETTERS = /[a-z][^a-z]*[a-z]/;

function swapLookAlikes(text: string): string {
  // Most sentences hold no digit or symbol at all: nothing to swap, no word to look at.
  if (!LOOK_ALIKE.test(text)) return text;
  return text.replace(LOOK_ALIKE_WORD, (word) => {
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
  });
}

/** Currency signs as words, so that "$200" and "200 dollars" read the same. */
const CURRENCY_SIGNS: Record<string, string> = { $: ' dollars ', '€': ' euros ', '£': ' pounds ', '₦': ' naira ' };

/**
 * Where a sentence ends: the rules look for an ask and its object in the same sentence. A dot
 * ends one only before a space or the end (w.h.a.t.s.a.p.p and 0712.345.678 stay whole), an
 * exclamation mark only when no letter follows it (b!tch stays whole). The Ethiopic full stop
 * (።), question mark (፧) and a doubled wordspace (፡፡) end one too. A run of dots is tried from
 * its first dot only: tried from each, a long run followed by a letter is read again and again.
 */
const SENTENCE_END = /[?؟።፧;\n]+|!+(?![\p{L}\p{N}])|(?<!\.)\.+(?=\s|$)|፡፡/u;

/**
 * Runs of single letters or digits with one space between (w h a t s a p p), at least three,
 * joined again. Letters typed with dots or dashes between them come here as spaces.
 */
const SPACED_OUT = /(?<![\p{L}\p{N}*])(?:[\p{L}\p{N}] ){2,}[\p{L}\p{N}](?![\p{L}\p{N}*])/gu;
/** A letter typed three times or more (stuuupid, غبيييي) counts once; doubled letters stay. */
const STRETCHED = /(\p{L})\1{2,}/gu;

const CURRENCY_SIGN = /[$€£₦]/g;
const HAS_CURRENCY_SIGN = /[$€£₦]/;
const LOOSE_ASTERISKS = /(?<!\p{L})\*+|\*+(?!\p{L})/gu;
/** Runs of anything but letters, digits and asterisks (spaces included): one space each. */
const NOT_WORD = /[^\p{L}\p{N}*]+/gu;

function words(text: string): string {
  let plain = HAS_CURRENCY_SIGN.test(text) ? text.replace(CURRENCY_SIGN, (sign) => CURRENCY_SIGNS[sign] ?? sign) : text;
  // An asterisk inside a word stands for a hidden letter (f*ck): kept for the insult lists.
  if (plain.includes('*')) plain = plain.replace(LOOSE_ASTERISKS, ' ');
  return plain
    .replace(NOT_WORD, ' ')
    .trim()
    .replace(SPACED_OUT, (run) => run.replace(/ /g, ''))
    .replace(STRETCHED, '$1');
}

/**
 * One sentence of a message in the two forms the word rules read: `plain` (letters and digits,
 * single spaces, no punctuation) and `swapped` (look-alike digits and symbols read as letters).
 * Both are needed: Latin-script Arabic writes letters with digits on purpose (me7taj, 3andak).
 */
export interface Sentence {
  plain: string;
  swapped: string;
}

/** The sentences of a folded message (see foldText), in both forms. */
export function sentencesOf(folded: string): Sentence[] {
  return folded
    .split(SENTENCE_END)
    .map((sentence) => {
      const plain = words(sentence);
      // Most sentences hold nothing to swap: read once.
      const swappable = swapLookAlikes(sentence);
      return { plain, swapped: swappable === sentence ? plain : words(swappable) };
    })
    .filter((sentence) => sentence.plain.length > 0 || sentence.swapped.length > 0);
}
