// What the account e-mails and the SMS codes say, in every language of the site. The texts live
// beside the site's other translations (src/web/i18n/locales/<language>/messages.json), so that
// they join the five-language parity test; the server reads them from disk at start, as
// plugins/page-meta.ts does, and imports no browser code. The browser never loads them.
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../shared/constants';

export type AccountMailKind = 'verifyEmail' | 'resetPassword' | 'signInLink' | 'accountExists';

export interface AccountMailTexts {
  subject: string;
  /** With {{name}}: the member's display name. */
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

/** The moderators' warning (docs/decisions/0024-moderation.md). */
export interface WarningMailTexts {
  subject: string;
  /** With {{name}}: the member's display name. */
  greeting: string;
  body: string;
  /** Before the moderator's own words. */
  reason: string;
  closing: string;
}

/** An admin's answer to a contact message (docs/decisions/0033-admin-console.md), around the admin's words. */
export interface ContactReplyTexts {
  /** With {{subject}}: the sender's subject. */
  subject: string;
  /** With {{name}}: the sender's name. */
  greeting: string;
  intro: string;
  /** Before the sender's own message, quoted. */
  quote: string;
  closing: string;
}

/** A text with plural forms: `<key>_one`, `<key>_other`... as the language needs (see `pluralText`). */
type Plural<Key extends string> = { [Form in `${Key}_${Intl.LDMLPluralRule}`]?: string } & Record<`${Key}_other`, string>;

/**
 * The e-mail announcing new matches and messages to a member who is away
 * (docs/decisions/0025-away-notifications.md). It never quotes a message.
 */
export type AwayMailTexts = {
  subject: string;
  /** With {{name}}: the member's display name. */
  greeting: string;
  intro: string;
  /** Link texts. */
  readMessages: string;
  seeMatches: string;
  privacy: string;
  /** How often these e-mails come, and how to turn them off (before the /account link). */
  frequency: string;
  turnOff: string;
} & Plural<'messages'> & // With {{count}} and {{names}} (the senders, a list in the language).
  Plural<'others'> & // With {{count}}: the senders not named, as the list's last item.
  Plural<'matches'>; // With {{count}}.

/** A push notification's texts (docs/decisions/0035-push-notifications.md); with {{name}}, {{text}}, {{title}}, {{when}}. */
export interface PushTexts {
  privateTitle: string;
  privateBody: string;
  matchTitle: string;
  matchBody: string;
  messageTitle: string;
  messageBody: string;
  messageWithText: string;
  likeTitle: string;
  likeBody: string;
  reminderTitle: string;
  reminderBody: string;
  /** The one notification when quiet hours end, of what is still unread. */
  summaryTitle: string;
  summaryMessages: string;
  summaryMatch: string;
  summaryMatches: string;
  summaryBoth: string;
}

/** An e-mail about an event (docs/decisions/0032-events.md); with {{name}}, {{title}}, {{city}}, {{when}}. */
export interface EventMailTexts {
  subject: string;
  greeting: string;
  body: string;
  /** The link's text. */
  action: string;
}

interface MessageTexts {
  mail: Record<AccountMailKind, AccountMailTexts>;
  moderation: { warning: WarningMailTexts };
  contact: { reply: ContactReplyTexts };
  notifications: { away: AwayMailTexts; push: PushTexts };
  events: Record<'cancelled' | 'promoted' | 'reminder' | 'invited', EventMailTexts>;
  /** With {{code}}: the one-time code, first so that a phone's autofill finds it. */
  sms: { phoneCode: string };
}

const localesDir = new URL('../../web/i18n/locales/', import.meta.url);

const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`${language}/messages.json`, localesDir), 'utf8')) as MessageTexts,
  ]),
) as Record<Language, MessageTexts>;

/** The texts of a stored language; English when it is unknown. */
export function messageTextsFor(language: string | null | undefined): MessageTexts {
  return TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** `template` with each {{name}} replaced by its value. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `key` for `count` by the language's plural rules (`<key>_few`...), else `<key>_other`. */
export function pluralText<Key extends string>(texts: Plural<Key>, key: Key, count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  const forms = texts as Partial<Record<string, string>>;
  return forms[`${key}_${rules.select(count)}`] ?? forms[`${key}_other`] ?? key;
}
