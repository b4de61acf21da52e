// The message safety rules (docs/decisions/0023-messages.md, "Safety: the scam and abuse rules"):
// what a message looks like to them, without storing or judging anything else. A flagged message
// is still delivered, with a short notice for the reader; an insult is first put back to the
// sender ("Are you sure?", send.ts); repeated flags go to the admins (flag-review.ts).
//
// They are a nudge, not a filter: precise rather than thorough, because a false notice insults an
// honest member, and a determined scammer gets past any word list (reports are for that).
import { SAFETY_FLAGS, type SafetyFlag } from '../../../../shared/contracts/messages';
import { foldText, sentencesOf } from './normalise';
import { INSULT, MONEY, OFF_PLATFORM, VISA, type AskRule } from './patterns';
import { hasPhoneNumber } from './phone-numbers';

/**
 * At most this many words between an ask and its topic ("send me 200 dollars", "I need money for
 * the hospital"), in the same sentence: further apart, they are rarely about each other.
 */
const WORDS_BETWEEN = 5;

const ASK_RULES: [SafetyFlag, AskRule][] = [
  ['money', MONEY],
  ['visa', VISA],
  ['off_platform', OFF_PLATFORM],
];

/** An e-mail address, or a link that opens a chat elsewhere (wa.me, t.me...). */
const CONTACT_ADDRESS =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}|(?:wa\.me|t\.me|telegram\.me|chat\.whatsapp\.com|snapchat\.com\/add|instagram\.com)\//u;
/** A handle (@amina_22), which moves the conversation when an app is named beside it. */
const HANDLE = /(?<![\p{L}\p{N}])@[a-z0-9_.]{3,}/u;

/**
 * A crypto wallet (Bitcoin, Ethereum, Tron for USDT) or an IBAN: writing one is asking to be paid.
 * Read on the text before lower-casing, as these are case-sensitive.
 */
const WALLET =
  /(?<![\p{L}\p{N}])(?:bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[0-9a-fA-F]{40}|T[a-km-zA-HJ-NP-Z1-9]{33})(?![\p{L}\p{N}])/gu;
const IBAN = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?(?![\p{L}\p{N}])/giu;

function hasPaymentAddress(body: string): boolean {
  // A wallet address mixes letters and digits; a long number or word alone is not one.
  const mixed = (token: string) => /\d/.test(token) && /[a-z]/i.test(token.slice(1));
  if ([...body.matchAll(WALLET)].some((match) => mixed(match[0]))) return true;
  // An IBAN is mostly digits: "ok22 that will work" is four-letter words, not an account.
  return [...body.matchAll(IBAN)].some((match) => match[0].replace(/\D/g, '').length >= 10);
}

function matches(text: string, pattern: RegExp): { start: number; end: number }[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The number of words strictly between two matches (0 when they touch or overlap). */
function wordsBetween(text: string, a: { start: number; end: number }, b: { start: number; end: number }): number {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  if (second.start <= first.end) return 0;
  const gap = text.slice(first.end, second.start).trim();
  return gap.length === 0 ? 0 : gap.split(' ').length;
}

function asksFor(rule: AskRule, text: string): boolean {
  if (rule.direct && text.search(rule.direct) >= 0) return true;
  const asks = matches(text, rule.asks);
  if (asks.length === 0) return false;
  const topics = matches(text, rule.topics);
  return asks.some((ask) => topics.some((topic) => wordsBetween(text, ask, topic) <= WORDS_BETWEEN));
}

/** What the rules recognise in a message body, in the order of SAFETY_FLAGS. */
export function safetyFlagsOf(body: string): SafetyFlag[] {
  const folded = foldText(body);
  const sentences = sentencesOf(folded);
  const found = new Set<SafetyFlag>();

  if (hasPhoneNumber(folded) || CONTACT_ADDRESS.test(folded)) found.add('off_platform');
  if (hasPaymentAddress(body.normalize('NFKC'))) found.add('money');

  for (const { plain, swapped } of sentences) {
    for (const text of plain === swapped ? [plain] : [plain, swapped]) {
      if (text.search(INSULT) >= 0) found.add('insult');
      for (const [flag, rule] of ASK_RULES) if (!found.has(flag) && asksFor(rule, text)) found.add(flag);
    }
  }
  if (!found.has('off_platform') && HANDLE.test(folded) && sentences.some(({ plain }) => plain.search(OFF_PLATFORM.topics) >= 0)) {
    found.add('off_platform');
  }
  return SAFETY_FLAGS.filter((flag) => found.has(flag));
}
