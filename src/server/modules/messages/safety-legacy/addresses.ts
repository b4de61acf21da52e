// Addresses written in a message (docs/decisions/0023-messages.md, "Safety: the scam and abuse
// rules"): an e-mail address or a chat link moves the conversation, a wallet or an IBAN asks to
// be paid, a handle moves it when an app is named beside it. Each expression here reads a bounded
// stretch of text at each place it is tried, or scans a run once, so that a message is read in
// time linear in its length ("Cheap by design"): no repeated group can be tried in two ways.

/** A link that opens a chat elsewhere (wa.me, t.me...). */
const CHAT_LINK = /(?:wa\.me|t\.me|telegram\.me|chat\.whatsapp\.com|snapchat\.com\/add|instagram\.com)\//u;
/** A character of an e-mail address's local part, right before its @. */
const BEFORE_AT = /(?<=[\p{L}\p{N}._%+-])/uy;
/**
 * An e-mail address's domain, read right after its @: labels of letters, digits and dashes,
 * split by dots, one of them followed by two letters or more. Labels hold no dot, so each
 * character is read a bounded number of times; the run ends at the next @.
 */
const DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/uy;

/** Whether a folded message holds an e-mail address or a chat link. */
export function hasContactAddress(folded: string): boolean {
  if (CHAT_LINK.test(folded)) return true;
  for (let at = folded.indexOf('@'); at >= 0; at = folded.indexOf('@', at + 1)) {
    BEFORE_AT.lastIndex = at;
    if (!BEFORE_AT.test(folded)) continue;
    DOMAIN.lastIndex = at + 1;
    if (DOMAIN.test(folded)) return true;
  }
  return false;
}

/** A handle (@amina_22), which moves the conversation when an app is named beside it. */
const HANDLE = /(?<![\p{L}\p{N}])@[a-z0-9_.]{3,}/u;

export function hasHandle(folded: string): boolean {
  return HANDLE.test(folded);
}

/**
 * A crypto wallet (Bitcoin, Ethereum, Tron for USDT) or an IBAN: writing one is asking to be paid.
 * Read on the text before lower-casing, as these are case-sensitive. Every repeat is bounded, so
 * each try reads at most 60 characters.
 */
const WALLET =
  /(?<![\p{L}\p{N}])(?:bc1[a-z0-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[0-9a-fA-F]{40}|T[a-km-zA-HJ-NP-Z1-9]{33})(?![\p{L}\p{N}])/gu;
const IBAN = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?(?![\p{L}\p{N}])/giu;

/** Whether a message (NFKC, not folded) holds a wallet address or an IBAN. */
export function hasPaymentAddress(body: string): boolean {
  // A wallet address mixes letters and digits; a long number or word alone is not one.
  const mixed = (token: string) => /\d/.test(token) && /[a-z]/i.test(token.slice(1));
  for (const match of body.matchAll(WALLET)) if (mixed(match[0])) return true;
  // An IBAN is mostly digits: "ok22 that will work" is four-letter words, not an account.
  for (const match of body.matchAll(IBAN)) if (match[0].replace(/\D/g, '').length >= 10) return true;
  return false;
}
