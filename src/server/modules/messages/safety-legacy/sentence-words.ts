// A sentence of a folded message as the word rules read it (docs/decisions/0023-messages.md,
// "Safety: the scam and abuse rules", "Cheap by design"): its words, letters and digits only, one
// space between. Read in one pass over the characters with a table of which are letters or
// digits, not with regular expressions over \p{L}: those cost several times more on Arabic and
// Ethiopic text, the bulk of the time on a long message.
import { characterTable } from './character-table';

/** Currency signs as words, so that "$200" and "200 dollars" read the same. */
const CURRENCY_SIGNS: Record<string, string> = { $: ' dollars ', '€': ' euros ', '£': ' pounds ', '₦': ' naira ' };
const CURRENCY_SIGN = /[$€£₦]/g;
const HAS_CURRENCY_SIGN = /[$€£₦]/;

const LETTER = 1;
const NUMBER = 2;
/** Per UTF-16 unit of the Basic Multilingual Plane: LETTER (\p{L}), NUMBER (\p{N}) or 0. */
const CLASSES = characterTable([
  [/\p{L}+/gu, LETTER],
  [/\p{N}+/gu, NUMBER],
]);
// Defined here rather than imported: it runs on every character, where a call across modules costs.
/** Whether a surrogate pair (an astral character) starts at `index`. */
export function pairAt(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

const ASTRAL_LETTER = /^\p{L}$/u;
const ASTRAL_NUMBER = /^\p{N}$/u;
const ASTERISK = 0x2a;

/** The class of the code point starting at `index`: LETTER, NUMBER or 0 (a lone surrogate is neither). */
function kindAt(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  if (unit < 0xd800 || unit > 0xdfff) return CLASSES[unit] ?? 0;
  if (!pairAt(text, index)) return 0;
  const pair = text.slice(index, index + 2);
  return ASTRAL_LETTER.test(pair) ? LETTER : ASTRAL_NUMBER.test(pair) ? NUMBER : 0;
}

/** Whether the code point starting at `index` is a letter or a digit (\p{L} or \p{N}). */
export const isLetterOrDigitAt = (text: string, index: number) => kindAt(text, index) !== 0;

/** Whether the code point ending right before `index` is a letter. */
function letterBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  return kindAt(text, index >= 2 && pairAt(text, index - 2) ? index - 2 : index - 1) === LETTER;
}

/**
 * Where the word starting at `start` ends: letters, digits, and an asterisk between two letters,
 * which stands for a hidden letter (f*ck, kept for the insult lists). Any other asterisk is
 * punctuation.
 */
function wordEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    if (unit < 0xd800 || unit > 0xdfff) {
      if (CLASSES[unit] !== 0 || (unit === ASTERISK && letterBefore(text, index) && kindAt(text, index + 1) === LETTER)) index++;
      else break;
    } else if (kindAt(text, index) !== 0) index += 2;
    else break;
  }
  return index;
}

/** A word of one letter or digit, which a run of three or more joins (w h a t s a p p). */
const single = (word: string) => word.length === 1 || (word.length === 2 && pairAt(word, 0));

/** A letter typed three times or more (stuuupid, غبيييي) counts once; doubled letters stay. */
const STRETCHED = /(\p{L})\1{2,}/gu;

/** A word with its stretched letters once: the expression runs only on a word with a unit three times in a row or a surrogate. */
function unstretched(word: string): string {
  for (let index = 0; index < word.length; index++) {
    const unit = word.charCodeAt(index);
    if ((unit >= 0xd800 && unit <= 0xdfff) || (unit === word.charCodeAt(index + 1) && unit === word.charCodeAt(index + 2)))
      return word.replace(STRETCHED, '$1');
  }
  return word;
}

/** The words of the sentence being read (sentenceWordList), reused from sentence to sentence. */
const found: string[] = [];

/**
 * The words of a sentence: currency signs read as words, punctuation and spaces as one space,
 * runs of three or more single letters or digits (w h a t s a p p, with dots or dashes between as
 * well) joined into one word, and a letter typed three times or more once.
 */
export function sentenceWordList(sentence: string): string[] {
  const text = HAS_CURRENCY_SIGN.test(sentence) ? sentence.replace(CURRENCY_SIGN, (sign) => CURRENCY_SIGNS[sign] ?? sign) : sentence;
  let count = 0;
  let index = 0;
  while (index < text.length) {
    const end = wordEnd(text, index);
    if (end === index) {
      index += pairAt(text, index) ? 2 : 1;
      continue;
    }
    found[count++] = text.slice(index, end);
    index = end;
  }
  const joined: string[] = [];
  for (let from = 0; from < count;) {
    let to = from;
    while (to < count && single(found[to]!)) to++;
    if (to - from >= 3) {
      let run = '';
      for (let word = from; word < to; word++) run += found[word]!;
      joined.push(unstretched(run));
      from = to;
    } else {
      joined.push(unstretched(found[from]!));
      from++;
    }
  }
  // The words are not held past the call.
  for (let word = 0; word < count; word++) found[word] = '';
  return joined;
}
