// The safety rules on their corpus (docs/decisions/0023-messages.md, "Safety: the scam and abuse
// rules"): the detection and false-positive rates per language, every clean message one by one,
// and the pieces underneath (folding, sentences, phone numbers).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import { SAFETY_FLAGS, type SafetyFlag } from '../../../../shared/contracts/messages';
import { CORPUS, type CorpusMessage } from './corpus';
import { foldText } from './normalise';
import { sentencesOf } from './sentence-words';
import { hasPhoneNumber } from './phone-numbers';
import { safetyFlagsOf } from './rules';

/**
 * The rules were tuned on this corpus, so a miss here is a regression rather than a measure of
 * real traffic. 90% per language leaves room to add messages the rules cannot catch yet (and
 * should be taught) without lowering the bar; a false notice on a listed clean message is never
 * accepted, since a false notice insults an honest member.
 */
const MIN_DETECTION = 0.9;
const MAX_FALSE_POSITIVE_RATE = 0;

interface Rates {
  messages: number;
  /** Messages with at least one expected flag, and those whose expected flags were all found. */
  flagged: number;
  detected: number;
  /** Clean messages flagged, and flagged messages given a flag they should not have. */
  cleanFlagged: number;
  extraFlags: number;
  detection: number;
  /** Messages with any flag they should not have, over all messages. */
  falsePositiveRate: number;
}

function measure(messages: CorpusMessage[], rules: (body: string) => SafetyFlag[]): Rates {
  let flagged = 0;
  let detected = 0;
  let cleanFlagged = 0;
  let extraFlags = 0;
  for (const message of messages) {
    const found = rules(message.text);
    const unexpected = found.some((flag) => !message.flags.includes(flag));
    if (message.flags.length === 0) {
      if (found.length > 0) cleanFlagged++;
      continue;
    }
    flagged++;
    if (message.flags.every((flag) => found.includes(flag))) detected++;
    if (unexpected) extraFlags++;
  }
  return {
    messages: messages.length,
    flagged,
    detected,
    cleanFlagged,
    extraFlags,
    detection: flagged === 0 ? 1 : detected / flagged,
    falsePositiveRate: messages.length === 0 ? 0 : (cleanFlagged + extraFlags) / messages.length,
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(7);

function report(rows: [string, Rates][]): string {
  const lines = rows.map(
    ([name, rates]) =>
      `${name.padEnd(8)} ${String(rates.messages).padStart(8)} ${`${rates.detected}/${rates.flagged}`.padStart(9)} ${percent(rates.detection)}` +
      ` ${String(rates.cleanFlagged).padStart(13)} ${String(rates.extraFlags).padStart(11)} ${percent(rates.falsePositiveRate)}`,
  );
  return ['language messages  detected detection clean flagged extra flags  FP rate', ...lines].join('\n');
}

const byLanguage = (language: Language) => CORPUS.filter((message) => message.language === language);

describe('the safety rules on the corpus', () => {
  it('holds at least 15 messages per language, with every flag and clean messages in each', () => {
    for (const language of LANGUAGES) {
      const messages = byLanguage(language);
      expect(messages.length, language).toBeGreaterThanOrEqual(15);
      expect(messages.filter((message) => message.flags.length === 0).length, language).toBeGreaterThanOrEqual(10);
      for (const flag of SAFETY_FLAGS)
        expect(
          messages.some((message) => message.flags.includes(flag)),
          `${language} ${flag}`,
        ).toBe(true);
    }
  });

  it(`detects at least ${MIN_DETECTION * 100}% of flagged messages and flags no clean message, per language and overall`, () => {
    const rows: [string, Rates][] = [
      ...LANGUAGES.map((language) => [language, measure(byLanguage(language), safetyFlagsOf)] as [string, Rates]),
    ];
    const overall = measure(CORPUS, safetyFlagsOf);
    rows.push(['overall', overall]);
    console.log(`Safety rules on the corpus (docs/decisions/0023-messages.md):\n${report(rows)}`);
    for (const [name, rates] of rows) {
      expect(rates.detection, name).toBeGreaterThanOrEqual(MIN_DETECTION);
      expect(rates.falsePositiveRate, name).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
    }
  });

  it('would fail rules that flag nothing, or everything', () => {
    expect(measure(CORPUS, () => []).detection).toBeLessThan(MIN_DETECTION);
    expect(measure(CORPUS, () => [...SAFETY_FLAGS]).falsePositiveRate).toBeGreaterThan(MAX_FALSE_POSITIVE_RATE);
    // Each flag on its own, everywhere: right on its own messages, wrong on all the others.
    for (const flag of SAFETY_FLAGS) expect(measure(CORPUS, () => [flag]).falsePositiveRate, flag).toBeGreaterThan(0.5);
  });

  it.each(CORPUS.filter((message) => message.flags.length === 0).map((message) => [message.language, message.text]))(
    'leaves the %s message "%s" unflagged',
    (_language, text) => {
      expect(safetyFlagsOf(text)).toEqual([]);
    },
  );

  it('gives the flags in the order of SAFETY_FLAGS, once each', () => {
    expect(safetyFlagsOf('Stupid man, send me 400 dollars for my visa and call me on 0712 345 678, send me money!')).toEqual([
      'money',
      'off_platform',
      'visa',
      'insult',
    ]);
  });
});

describe('the known limits of the rules', () => {
  // Written down here so that a change that lifts one is noticed and the decision updated.
  it('misses a phone number spelt out in words and a plea that asks nothing', () => {
    expect(safetyFlagsOf('zero seven one two three four five six seven eight')).toEqual([]);
    expect(safetyFlagsOf('My mother is very sick and the hospital wants 500 dollars before they treat her')).toEqual([]);
  });

  it('reads a statement beside a money word as an ask, and affection with a mild word as an insult', () => {
    expect(safetyFlagsOf('My brother will send me money next week')).toEqual(['money']);
    expect(safetyFlagsOf("I'm a fool for you")).toEqual(['insult']);
  });
});

describe('the lists read word by word', () => {
  // What the patterns' conventions (patterns.ts) mean on a message, pinned here so that reading
  // them differently (phrase-matcher.ts) is noticed: each case reads the same as when the lists
  // were run as regular expressions.
  it.each([
    ['an Arabic clitic and attached pronoun', 'وفلوسك يا حبيبي ابعتلي', ['money']],
    ['يا apart or joined before a word the insult list gives with يا', 'يا حمار', ['insult']],
    ['a name after يا', 'يا عبد الله', []],
    ['a run of letters inside an Arabic word', 'ممكن تبعتليها فلوس', ['money']],
    ['a word not followed by a guard', 'i need money', ['money']],
    ['a word followed by its guard', 'i need tomatoes money', []],
    ['a topic five words after an ask', 'send me one two three four five money', ['money']],
    ['a topic six words after an ask', 'send me one two three four five six money', []],
    ['an ask five words after a topic', 'money one two three four five send me', ['money']],
    ['an ask opening the sentence', 'send the money now', ['money']],
    ['the same verb later in it', 'we will send the money', []],
    ['a phrase ending the sentence', 'ferme la', ['insult']],
    ['the same phrase going on', 'ferme la porte', []],
    ['a repeated group of words', 'you are a fucking dirty ugly monkey', ['insult']],
    ['an asterisk for a vowel', 'st*pid', ['insult']],
    ['a run of digits in a word', 'lend me 50k', ['money']],
    ['an Amharic preposition', 'የገንዘብ እርዳታ', ['money']],
    ['an Amharic ending', 'ገንዘብህን ላክልኝ', ['money']],
    ['an Amharic word that must end', 'ብርሃን ላክልኝ', []],
    ['a Latin letter typed three times', 'whaaatsaaapp me', ['off_platform']],
  ])('reads %s: "%s"', (_what, text, flags) => {
    expect(safetyFlagsOf(text)).toEqual(flags);
  });
});

describe('folding a message', () => {
  it.each([
    ['Prête-moi ÇA', 'prete-moi ca'],
    ['أَرْسِلْ لِي', 'ارسل لي'],
    ['واتـــساب', 'واتساب'],
    ['شرموطة في المستشفى', 'شرموطه في المستشفي'],
    ['إنت أحمق', 'انت احمق'],
    ['٠٩١٢ ۰۷۹ ０７', '0912 079 07'],
    ['what\u200Bs\u00ADapp', 'whatsapp'],
    ['WhаtsApp', 'whatsapp'],
    ['ሐኪም ፀሐይ', 'ሀኪም ጸሀይ'],
    ['0️⃣7️⃣', '07'],
  ])('folds %s as %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('splits sentences and reads spaced-out, stretched and disguised words', () => {
    const sentences = (text: string) => sentencesOf(foldText(text));
    expect(sentences('Hi. Add me on w h a t s a p p!')).toEqual([
      { plain: 'hi', swapped: 'hi' },
      { plain: 'add me on whatsapp', swapped: 'add me on whatsapp' },
    ]);
    expect(sentences('w.h.a.t.s.a.p.p or M-Pesa')).toEqual([{ plain: 'whatsapp or m pesa', swapped: 'whatsapp or m pesa' }]);
    expect(sentences('wh4tsapp b!tch st*pid stuuupid')).toEqual([
      { plain: 'wh4tsapp b tch st*pid stupid', swapped: 'whatsapp bitch st*pid stupid' },
    ]);
    // Digits stay digits in numbers and amounts, and the plain form keeps them in Arabic typed in
    // Latin letters, where they are letters (7 is ح): me7taj is read in both forms.
    expect(sentences('$end $200 me7taj 0712')).toEqual([
      { plain: 'dollars end dollars 200 me7taj 0712', swapped: 'send dollars 200 mettaj 0712' },
    ]);
    expect(sentences('ሰላም ነው? እንዴት ነሽ።ደህና')).toEqual([
      { plain: 'ሰላም ነው', swapped: 'ሰላም ነው' },
      { plain: 'እንዴት ነሽ', swapped: 'እንዴት ነሽ' },
      { plain: 'ደህና', swapped: 'ደህና' },
    ]);
  });
});

describe('phone numbers', () => {
  it.each([
    '+254 712 345 678',
    '(+221) 77-000-11-22',
    '00966501234567',
    '0712345678',
    '0911 23 45 67',
    'appelle le 76 12 34 56',
    '712 345 678',
    '0 7 1 2 3 4 5 6 7 8',
    '0712.345.678',
    'O7I2 345 678',
    '٠٩١٢٣٤٥٦٧٨',
    '۰۷۹ ۱۲۳ ۴۵۶۷',
  ])('finds %s', (text) => {
    expect(hasPhoneNumber(foldText(text))).toBe(true);
  });

  it.each([
    'the concert is on 12/03/2024',
    'from 2019-2024',
    'the car was 25 000 000 FCFA',
    '150 000 000 shillings',
    '1 500 000',
    "I'm 27, 1.78 m, and I call at 10:30",
    'Line 60',
    'I have 2 kids, 3 brothers and 12 cousins',
  ])('leaves %s alone', (text) => {
    expect(hasPhoneNumber(foldText(text))).toBe(false);
  });
});
