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
import { foldText, sentenceWordsOf } from './normalise';
import { INSULT, MONEY, OFF_PLATFORM, VISA, type AskRule, type Lists } from './patterns';
import { hasPhoneNumber } from './phone-numbers';
import { type ListPattern, type PhraseMatch, PhraseMatcher, type Script, type WorkCounter } from './phrase-matcher';

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

/**
 * Whether an ask and a topic stand at most WORDS_BETWEEN words apart (touching or overlapping
 * counts as 0; the rest of a word a match ends inside counts as one), in time linear in the
 * sentence: topics are counted by the word they start at, and each ask looks at a range.
 */
function askNearTopic(matches: PhraseMatch[], roles: AskRoles, wordCount: number): boolean {
  const asks = matches.filter((match) => match.roles & roles.ask);
  const topics = matches.filter((match) => match.roles & roles.topic);
  if (asks.length === 0 || topics.length === 0) return false;
  // How far after its last word a match may be followed: the words between, and a word it ends inside.
  const reach = (match: PhraseMatch) => match.end + WORDS_BETWEEN + 1 - (match.partial ? 1 : 0);
  const startsBefore = new Array<number>(wordCount + 1).fill(0);
  const reachFrom = new Array<number>(wordCount + 1).fill(-1);
  for (const topic of topics) {
    startsBefore[topic.start + 1]!++;
    reachFrom[topic.start + 1] = Math.max(reachFrom[topic.start + 1]!, reach(topic));
  }
  for (let index = 1; index <= wordCount; index++) {
    startsBefore[index]! += startsBefore[index - 1]!;
    reachFrom[index] = Math.max(reachFrom[index]!, reachFrom[index - 1]!);
  }
  return asks.some((ask) => {
    // A topic from the ask's first word to as far as the ask reaches, or an earlier one reaching it.
    const last = Math.min(wordCount - 1, reach(ask));
    return startsBefore[last + 1]! > startsBefore[ask.start]! || reachFrom[ask.start]! >= ask.start;
  });
}

/** Each flag as a bit, in the order of SAFETY_FLAGS. */
const FLAG_BIT = new Map(SAFETY_FLAGS.map((flag, index) => [flag, 1 << index]));
const bitOf = (flag: SafetyFlag) => FLAG_BIT.get(flag)!;
const INSULT_BIT = bitOf('insult');
const MONEY_BIT = bitOf('money');
const OFF_PLATFORM_BIT = bitOf('off_platform');
const ASK_RULE_BITS = ASK_RULES.map(({ flag }) => bitOf(flag));

/** What every phrase of the lists found in a sentence finds together. */
function rolesOf(matches: readonly PhraseMatch[]): number {
  let roles = 0;
  for (let index = 0; index < matches.length; index++) roles |= matches[index]!.roles;
  return roles;
}

/** The flags one form of a sentence adds to `found` (bits of FLAG_BIT). */
function flagsOfForm(words: readonly string[], matches: PhraseMatch[], roles: number, found: number): number {
  if (roles & INSULT_ROLE) found |= INSULT_BIT;
  for (let index = 0; index < ASK_RULES.length; index++) {
    const rule = ASK_RULES[index]!;
    const bit = ASK_RULE_BITS[index]!;
    if (found & bit) continue;
    // An ask and a topic are paired only when the sentence holds both.
    if (roles & rule.direct || (roles & rule.ask && roles & rule.topic && askNearTopic(matches, rule, words.length))) found |= bit;
  }
  return found;
}

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
  for (const { plain, swapped } of sentenceWordsOf(folded)) {
    if (plain.length > 0) {
      const matches = MATCHER.scan(plain, counter);
      const roles = rolesOf(matches);
      found = flagsOfForm(plain, matches, roles, found);
      if (roles & OFF_PLATFORM_TOPIC) appNamed = true;
    }
    if (swapped !== plain && swapped.length > 0) {
      const matches = MATCHER.scan(swapped, counter);
      found = flagsOfForm(swapped, matches, rolesOf(matches), found);
    }
  }
  if (!(found & OFF_PLATFORM_BIT) && appNamed && hasHandle(folded)) found |= OFF_PLATFORM_BIT;
  return found === 0 ? [] : SAFETY_FLAGS.filter((flag) => found & bitOf(flag));
}

// One message per script read at load, so that the first member's message runs code already
// warm: the server imports this module before it listens (app.ts, messages/routes.ts, send.ts).
for (const sample of ['Send me 50 dollars on WhatsApp, st*pid', 'ممكن تبعتلي فلوس يا حبيبي', 'ገንዘብ ላክልኝ።']) safetyFlagsOf(sample);
