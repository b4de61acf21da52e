// The e-mail that tells a member who is away what is new (docs/decisions/0025-away-notifications.md),
// in their language: how many messages and from whom, how many new matches, links to /messages and
// /matches, and the way to turn these e-mails off. Never what anyone wrote: a mailbox may be shared.
import { AWAY_EMAILS } from '../../../shared/contracts/account-notifications';
import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import type { MailMessage } from '../../adapters/mail';
import { fillIn, messageTextsFor, pluralText } from '../../i18n/message-texts';
import { escapeHtml } from '../../platform/escape-html';

export interface AwayNews {
  /** Unread messages from partners, all conversations together. */
  messages: number;
  /** Who wrote them, the most recent first. */
  senders: string[];
  /** New matches the member has not seen. */
  matches: number;
}

export interface AwayRecipient {
  email: string;
  displayName: string;
  language: string;
}

/** First-strong isolates: a name in another script keeps the sentence's order around it. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** The senders as a list in the language ("Hawa, Idris and 2 other people"), each name isolated. */
function senderList(senders: string[], language: Language): string {
  const named = senders.slice(0, AWAY_EMAILS.namesShown).map(isolate);
  const others = senders.length - named.length;
  const texts = messageTextsFor(language).notifications.away;
  const format = (count: number) => new Intl.NumberFormat(language).format(count);
  if (others > 0) named.push(fillIn(pluralText(texts, 'others', others, language), { count: format(others) }));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(named);
}

export function buildAwayMail(recipient: AwayRecipient, news: AwayNews, publicOrigin: string): MailMessage {
  const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).notifications.away;
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  const origin = publicOrigin.replace(/\/+$/, '');
  const greeting = fillIn(texts.greeting, { name: recipient.displayName });

  const lines: string[] = [];
  const links: { text: string; href: string }[] = [];
  if (news.messages > 0) {
    lines.push(
      fillIn(pluralText(texts, 'messages', news.messages, language), {
        count: count(news.messages),
        names: senderList(news.senders, language),
      }),
    );
    links.push({ text: texts.readMessages, href: `${origin}${paths.messages}` });
  }
  if (news.matches > 0) {
    lines.push(fillIn(pluralText(texts, 'matches', news.matches, language), { count: count(news.matches) }));
    links.push({ text: texts.seeMatches, href: `${origin}${paths.matches}` });
  }
  const settings = `${origin}${paths.account}`;

  return {
    to: recipient.email,
    subject: texts.subject,
    text: [
      greeting,
      '',
      texts.intro,
      ...lines.map((line) => `- ${line}`),
      '',
      ...links.map((link) => `${link.text}: ${link.href}`),
      '',
      texts.privacy,
      texts.frequency,
      `${texts.turnOff}: ${settings}`,
    ].join('\n'),
    html: [
      `<div lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`),
      `<p>${escapeHtml(texts.privacy)}<br>${escapeHtml(texts.frequency)}</p>`,
      `<p><a href="${escapeHtml(settings)}">${escapeHtml(texts.turnOff)}</a></p>`,
      '</div>',
    ].join('\n'),
  };
}
