// The safety rules give the same flags as before on thousands of generated messages
// (generated-messages.ts): the corpus's words and phrases shuffled with the disguises, clitics,
// marks and sentence ends the rules read specially. rules.test.ts holds the rules to their corpus;
// this holds a change to how a message is read (docs/decisions/0023-messages.md, "Cheap by
// design") to the verdicts recorded in generated-verdicts.ts, message by message, so that no flag
// is lost or added without being seen.
import { describe, expect, it } from 'vitest';
import { SAFETY_FLAGS } from '../../../../shared/contracts/messages';
import { generatedMessages } from './generated-messages';
import { GENERATED_VERDICTS } from './generated-verdicts';
import { safetyFlagsOf } from './rules';

/** The messages, in the order their verdicts were recorded. */
const MESSAGES = [...generatedMessages(23, 4000, 400), ...generatedMessages(2023, 200, 2000), ...generatedMessages(7, 2000, 400, 'clean')];

const flagsOf = (digit: string) => SAFETY_FLAGS.filter((_, index) => Number.parseInt(digit, 16) & (1 << index));

describe('the safety rules on generated messages', () => {
  it('has a recorded verdict for each message, flagged and clean ones among them', () => {
    expect(GENERATED_VERDICTS.length).toBe(MESSAGES.length);
    // Enough of each for a lost or added flag to show.
    for (const flag of SAFETY_FLAGS)
      expect([...GENERATED_VERDICTS].filter((digit) => flagsOf(digit).includes(flag)).length, flag).toBeGreaterThan(300);
    expect([...GENERATED_VERDICTS].filter((digit) => digit === '0').length).toBeGreaterThan(1000);
  });

  it('gives every message the flags recorded for it', () => {
    const differences: { message: string; expected: string[]; found: string[] }[] = [];
    MESSAGES.forEach((message, index) => {
      const expected = flagsOf(GENERATED_VERDICTS[index]!);
      const found = safetyFlagsOf(message);
      if (found.join() !== expected.join()) differences.push({ message, expected, found });
    });
    expect(differences.slice(0, 5)).toEqual([]);
    expect(differences.length).toBe(0);
  });
});
