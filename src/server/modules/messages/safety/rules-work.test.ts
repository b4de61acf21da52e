// The safety rules are cheap by design (docs/decisions/0023-messages.md, "Cheap by design"): their
// work grows linearly with the message, whatever it holds. Counted in steps (word forms looked up,
// places of the lists' automaton visited, guards tried), never timed: the bound holds on any
// machine. The inputs are the ones that made the regular expressions the rules used to be take
// seconds: long runs of one letter, of spaces, of Arabic clitics, of digits, of asterisks, mixed
// scripts, and phrases that keep many patterns half-read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safetyFlagsOf } from './rules';

/**
 * Steps per character allowed: the worst input found needs about 6 (a run of "ي", looked up with
 * and without the endings it may be); before the places spelt their clitics once, it was 17.
 */
const STEPS_PER_CHARACTER = 16;
/** And per message: one word alone needs under 30 (a visit, its keys, a guard or two). */
const STEPS_PER_MESSAGE = 100;

function work(text: string): number {
  const counter = { steps: 0 };
  safetyFlagsOf(text, counter);
  return counter.steps;
}

const bound = (text: string) => STEPS_PER_CHARACTER * text.length + STEPS_PER_MESSAGE;

const PIECES = [
  'a',
  ' ',
  'و',
  'ال',
  'بال',
  'وال ',
  'يا ',
  'يا عبد ',
  '7',
  '1 ',
  '*',
  'a*',
  '.',
  '!',
  '@',
  'ؤ',
  'é',
  'you are fucking ',
  't es vraiment ',
  'send me money ',
  'ابعتلي فلوس ',
  'ممكن تب',
  'የገንዘብ ',
  'ገ',
  'i need ',
  'w h a t s a p p ',
  'f*ck ',
  'stuuupid ',
  '0712 345 678 ',
  'do you have whats app ',
  // What the one-pass reader of sentences (sentence-words.ts) reads specially: runs of marks that
  // end a sentence or not, single letters to join, currency signs, look-alikes inside words,
  // characters outside the Basic Multilingual Plane, stretched letters.
  '!a',
  '!!',
  '..',
  '. ',
  '፡',
  'b ',
  '$',
  '€5',
  '4',
  'w4',
  '$e',
  '𐐀',
  '𝐀',
  'ééé',
  'o1',
];

/** `unit` repeated to `length` characters. */
const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('the work of the safety rules', () => {
  it('is counted: reading a message takes steps', () => {
    expect(work('send me money')).toBeGreaterThan(0);
  });

  it(`stays under ${STEPS_PER_CHARACTER} steps per character (and ${STEPS_PER_MESSAGE} per message) on long runs of any mix of hard pieces`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2000, max: 8000 }),
        (units, length) => {
          const text = repeated(units.join(''), length);
          expect(work(text)).toBeLessThanOrEqual(bound(text));
        },
      ),
      { seed: 23, numRuns: 40 },
    );
  });

  it(`stays under ${STEPS_PER_CHARACTER} steps per character (and ${STEPS_PER_MESSAGE} per message) on random text of the five scripts`, () => {
    const character = fc.constantFrom(...[...'ab z*@.!1 0وال يابعتلي فلوس ገንዘብ የላክልኝ$€|?።፡\n'], '𐐀', 'ΣΑ');
    fc.assert(
      fc.property(fc.string({ unit: character, minLength: 1, maxLength: 3000 }), (text) => {
        expect(work(text)).toBeLessThanOrEqual(bound(text));
      }),
      { seed: 23, numRuns: 60 },
    );
  });

  it('does four times the work, not sixteen, on a message four times as long', () => {
    for (const piece of PIECES) {
      const short = work(repeated(piece, 2000));
      const long = work(repeated(piece, 8000));
      expect(long, piece).toBeLessThanOrEqual(4 * short + STEPS_PER_MESSAGE);
    }
  });
});
