// The message safety rules (docs/decisions/0023-messages.md, "Safety: the scam and abuse rules"):
// what a message looks like to them, without storing or judging anything else. A flagged message
// is still delivered, with a short notice for the reader; an insult is first put back to the
// sender ("Are you sure?", send.ts); repeated flags go to the admins (flag-review.ts).
//
// They are a nudge, not a filter: precise rather than thorough, because a false notice insults an
// honest member, and a determined scammer gets past any word list (reports are for that).
//
// Cheap by design: the word lists are read into one automaton over words when this module loads
// (phrase-matcher.ts), and a message is folded, split and read once, in time linear in its length.
import { SAFETY_FLAGS, type SafetyFlag } from '../../../../shared/contracts/messages';
import { hasContactAddress, hasHandle, hasPaymentAddress } from './addresses';
import { foldText } from './normalise';
import { INSULT, MONEY, OFF_PLATFORM, VISA, type AskRule, type Lists } from './patterns';
import { hasPhoneNumber } from './phone-numbers';
import { type ListPattern, type PhraseMatches, PhraseMatcher, type Script, type WorkCounter } from './phrase-matcher';
import { SentenceReader } from './sentence-words';

/**
 * At most this many words between an ask and its topic ("send me 200 dollars", "I need money for
 * the hospital"), in the same sentence: further apart, they are rarely about each other.
 */
const WORDS_BETWEEN = 5;

/** What a phrase of the lists finds, as bits of PhraseMatch.roles. */
const INSULT_ROLE = 1;
interface AskRoles {
  flag: SafetyFlag;
  rule: AskRule;
  direct: number;
  ask: number;
  topic: number;
}
const ASK_RULES: AskRoles[] = (
  [
    ['money', MONEY],
    ['visa', VISA],
    ['off_platform', OFF_PLATFORM],
  ] as const
).map(([flag, rule], index) => ({ flag, rule, direct: 2 << (3 * index), ask: 4 << (3 * index), topic: 8 << (3 * index) }));
const OFF_PLATFORM_TOPIC = ASK_RULES.find(({ flag }) => flag === 'off_platform')!.topic;

const SCRIPTS: [keyof Lists, Script][] = [
  ['en', 'latin'],
  ['fr', 'latin'],
  ['arLatin', 'latin'],
  ['sw', 'latin'],
  ['amLatin', 'latin'],
  ['ar', 'arabic'],
  ['am', 'ethiopic'],
];

/** Every pattern of the lists once, with all it finds (REQUESTS serve both money and visa). */
function listPatterns(): ListPattern[] {
  const patterns = new Map<string, ListPattern>();
  const add = (lists: Lists, roles: number, starred: boolean) => {
    for (const [language, script] of SCRIPTS) {
      for (const source of lists[language] ?? []) {
        const key = JSON.stringify([source, script, starred]);
        const known = patterns.get(key);
        if (known) known.roles |= roles;
        else patterns.set(key, { source, script, roles, starred });
      }
    }
  };
  // An asterisk typed for a vowel (f*ck, st*pid) still spells an insult.
  add(INSULT, INSULT_ROLE, true);
  for (const { rule, direct, ask, topic } of ASK_RULES) {
    add(rule.direct, direct, false);
    add(rule.asks, ask, false);
    add(rule.topics, topic, false);
  }
  return [...patterns.values()];
}

/** Built when the module loads (the server imports it before it listens), never on a message. */
const MATCHER = new PhraseMatcher(listPatterns());

/** How far after its last word a match may be followed: the words between, and a word it ends inside. */
const reach = (matches: PhraseMatches, match: number) => matches.ends[match]! + WORDS_BETWEEN + 1 - matches.partial[match]!;

/** How many topics start at or before each word, and how far the topics starting there reach: reused, grown as needed. */
let startsBefore = new Int32Array(64);
let reachFrom = new Int32Array(64);

/**
 * Whether an ask and a topic stand at most WORDS_BETWEEN words apart (touching or overlapping
 * counts as 0; the rest of a word a match ends inside counts as one), in time linear in the
 * sentence: topics are counted by the word they start at, and each ask looks at a range.
 */
function askNearTopic(matches: PhraseMatches, roles: AskRoles, wordCount: number): boolean {
  if (startsBefore.length <= wordCount) {
    startsBefore = new Int32Array(2 * wordCount + 1);
    reachFrom = new Int32Array(2 * wordCount + 1);
  }
  startsBefore.fill(0, 0, wordCount + 1);
  reachFrom.fill(-1, 0, wordCount + 1);
  for (let topic = 0; topic < matches.count; topic++) {
    if (!(matches.roles[topic]! & roles.topic)) continue;
    const start = matches.starts[topic]!;
    startsBefore[start + 1]!++;
    reachFrom[start + 1] = Math.max(reachFrom[start + 1]!, reach(matches, topic));
  }
  for (let index = 1; index <= wordCount; index++) {
    startsBefore[index]! += startsBefore[index - 1]!;
    reachFrom[index] = Math.max(reachFrom[index]!, reachFrom[index - 1]!);
  }
  for (let ask = 0; ask < matches.count; ask++) {
    if (!(matches.roles[ask]! & roles.ask)) continue;
    // A topic from the ask's first word to as far as the ask reaches, or an earlier one reaching it.
    const start = matches.starts[ask]!;
    const last = Math.min(wordCount - 1, reach(matches, ask));
    if (startsBefore[last + 1]! > startsBefore[start]! || reachFrom[start]! >= start) return true;
  }
  return false;
}

/** Each flag as a bit, in the order of SAFETY_FLAGS. */
const FLAG_BIT = new Map(SAFETY_FLAGS.map((flag, index) => [flag, 1 << index]));
const bitOf = (flag: SafetyFlag) => FLAG_BIT.get(flag)!;
const INSULT_BIT = bitOf('insult');
const MONEY_BIT = bitOf('money');
const OFF_PLATFORM_BIT = bitOf('off_platform');
const ASK_RULE_BITS = ASK_RULES.map(({ flag }) => bitOf(flag));

/** The flags one form of a sentence adds to `found` (bits of FLAG_BIT). */
function flagsOfForm(wordCount: number, matches: PhraseMatches, found: number): number {
  const roles = matches.allRoles;
  if (roles & INSULT_ROLE) found |= INSULT_BIT;
  for (let index = 0; index < ASK_RULES.length; index++) {
    const rule = ASK_RULES[index]!;
    const bit = ASK_RULE_BITS[index]!;
    if (found & bit) continue;
    // An ask and a topic are paired only when the sentence holds both.
    if (roles & rule.direct || (roles & rule.ask && roles & rule.topic && askNearTopic(matches, rule, wordCount))) found |= bit;
  }
  return found;
}

/** The one reader of sentences, reused from message to message (safetyFlagsOf is synchronous). */
const READER = new SentenceReader();

/**
 * What the rules recognise in a message body, in the order of SAFETY_FLAGS. `counter` counts the
 * work done, for the tests that bound it.
 */
export function safetyFlagsOf(body: string, counter: WorkCounter = { steps: 0 }): SafetyFlag[] {
  const folded = foldText(body);
  let found = 0;
  if (hasPhoneNumber(folded) || hasContactAddress(folded)) found |= OFF_PLATFORM_BIT;
  if (hasPaymentAddress(body.normalize('NFKC'))) found |= MONEY_BIT;

  let appNamed = false;
  READER.begin(folded);
  while (READER.next()) {
    const { plain, swapped } = READER;
    if (plain.wordCount > 0) {
      const matches = MATCHER.scan(plain, counter);
      found = flagsOfForm(plain.wordCount, matches, found);
      if (matches.allRoles & OFF_PLATFORM_TOPIC) appNamed = true;
    }
    if (READER.swappedDiffers && swapped.wordCount > 0) found = flagsOfForm(swapped.wordCount, MATCHER.scan(swapped, counter), found);
  }
  if (!(found & OFF_PLATFORM_BIT) && appNamed && hasHandle(folded)) found |= OFF_PLATFORM_BIT;
  return found === 0 ? [] : SAFETY_FLAGS.filter((flag) => found & bitOf(flag));
}

// One message per script read at load, so that the first member's message runs code already
// warm: the server imports this module before it listens (app.ts, messages/routes.ts, send.ts).
// The first also takes the reader's less common turns: a currency sign, look-alikes, letters
// spaced out, a phone number, sentence ends.
for (const sample of [
  'Send me $50 on WhatsApp, st*pid! I NEED it. Add me on wh4tsapp: w h a t s a p p 0712 345 678',
  'ممكن تبعتلي فلوس يا حبيبي',
  'ገንዘብ ላክልኝ።',
])
  safetyFlagsOf(sample);
