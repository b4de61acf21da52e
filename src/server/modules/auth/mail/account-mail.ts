// Builds the verification, reset, sign-in-link and "you already have an account" e-mails in the
// member's language (English when the stored language is unknown), as plain text and HTML with
// every member-given value escaped.
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES } from '../../../../shared/constants';
import type { MailMessage } from '../../../adapters/mail';
import { type AccountMailKind, fillIn, messageTextsFor } from '../../../i18n/message-texts';
import { escapeHtml } from '../../../platform/escape-html';

export function buildAccountMail(
  kind: AccountMailKind,
  recipient: { email: string; displayName: string; language?: string | null },
  link: string,
): MailMessage {
  const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).mail[kind];
  const greeting = fillIn(texts.greeting, { name: recipient.displayName });
  const direction = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  return {
    to: recipient.email,
    subject: texts.subject,
    text: [greeting, '', texts.body, '', `${texts.action}: ${link}`, '', texts.ignore].join('\n'),
    html: [
      `<div lang="${language}" dir="${direction}">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
      `<p>${escapeHtml(texts.ignore)}</p>`,
      '</div>',
    ].join('\n'),
  };
}
