// Messages generated for the safety rules' tests (rules-verdicts.test.ts): the corpus's words and
// phrases shuffled with the ways people disguise words (look-alike digits and symbols, asterisks,
// letters spaced out or stretched, currency signs, Arabic clitics and endings, Amharic
// prepositions, invisible characters, other digit scripts, sentence ends of every kind), so that
// a change to how the rules read a message is checked on many more messages than the corpus.
// Deterministic: the same seed gives the same messages on any machine.
import { CORPUS } from './corpus';
import { seededRandom } from '../../../platform/seeded-random';

/** Pieces that are not words of the corpus: what disguises, joins or splits them. */
const PIECES = [
  ' ',
  '  ',
  '. ',
  '.',
  '...',
  '... ',
  '!',
  '!!',
  '! ',
  '?',
  '؟',
  '።',
  '፧',
  '፡፡',
  '፡',
  ';',
  '\n',
  ',',
  '-',
  '*',
  ' * ',
  '$',
  '€',
  '£',
  '₦',
  '@',
  '|',
  '0',
  '1',
  '3',
  '4',
  '5',
  '7',
  '8',
  '07',
  '0712 345 678',
  'O7I2 345 678',
  'o12 345 678',
  '1 o 2',
  '+254 712 345 678',
  '٠٩١٢٣٤٥٦٧٨',
  '12/03/2024',
  '25 000 000',
  '\u200b',
  '\u00ad',
  '\u0640',
  'é',
  'É',
  'ç',
  'а',
  'о',
  '𐐀',
  '𝐀',
  '😀',
  '\ud800',
  'w h a t s a p p',
  'w.h.a.t.s.a.p.p',
  'a a a',
  'x y',
  'stuuupid',
  'looove',
  'f*ck',
  'st*pid',
  'b!tch',
  'wh4tsapp',
  '$end',
  'm0ney',
  'me7taj',
  '3andak',
  'و',
  'ال',
  'بال',
  'يا',
  'يا ',
  'ي',
  'ك',
  'ها',
  'ات',
  'ممكن ت',
  'لي',
  'የ',
  'በ',
  'ለ',
  'ገንዘብ',
  'ብር',
  'ሐ',
  'ፀ',
  'ገገገ',
  'ييي',
  'aaaa',
  'need to',
  'need',
  'ريال مدريد',
  'abd allah',
  'عبد ال',
  'send me',
  'money',
  'visa',
  'telegram',
  'wa.me/254712345678',
  'amina@example.com',
  '@amina_22',
  'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  'GB82 WEST 1234 5698 7654 32',
];

const wordsOf = (texts: string[]) => [...new Set(texts.flatMap((text) => text.split(/\s+/u)).filter((word) => word.length > 0))];
const ALL = CORPUS.map((message) => message.text);
const CLEAN = CORPUS.filter((message) => message.flags.length === 0).map((message) => message.text);
/** Every word of the corpus (or of its clean messages), and its messages to cut into runs of words. */
const SOURCES = { all: { words: wordsOf(ALL), messages: ALL }, clean: { words: wordsOf(CLEAN), messages: CLEAN } };

/**
 * `count` messages from `seed`, of up to about `maxLength` characters each, from the words of the
 * whole corpus or only of its clean messages (mostly unflagged, where a false notice would show).
 */
export function generatedMessages(seed: number, count: number, maxLength = 400, from: keyof typeof SOURCES = 'all'): string[] {
  const { words: WORDS, messages: MESSAGES } = SOURCES[from];
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const messages: string[] = [];
  for (let message = 0; message < count; message++) {
    const length = 1 + Math.floor(random() * maxLength);
    let text = '';
    while (text.length < length) {
      const choice = random();
      if (choice < 0.35) text += `${pick(WORDS)} `;
      else if (choice < 0.5) {
        // A stretch of a corpus message, so that phrases of the lists come whole.
        const words = pick(MESSAGES).split(' ');
        const from = Math.floor(random() * words.length);
        text += `${words.slice(from, from + 1 + Math.floor(random() * 8)).join(' ')} `;
      } else if (choice < 0.9) text += pick(PIECES);
      else if (choice < 0.95) text += pick(WORDS).toUpperCase();
      else {
        // A word run into the next, or a letter typed many times.
        const word = pick(WORDS);
        const at = Math.floor(random() * word.length);
        text += word.slice(0, at) + (word[at] ?? '').repeat(1 + Math.floor(random() * 5)) + word.slice(at + 1);
      }
    }
    messages.push(text);
  }
  return messages;
}
