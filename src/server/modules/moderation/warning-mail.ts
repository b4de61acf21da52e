// The warning e-mail an admin's "warn" sends, in the member's language, with the moderator's note
// (docs/decisions/0024-moderation.md). Plain text and HTML, every value escaped.
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES } from '../../../shared/constants';
import type { MailSender } from '../../adapters/mail';
import { fillIn, messageTextsFor } from '../../i18n/message-texts';
import { escapeHtml } from '../../platform/escape-html';

export async function sendWarning(
  mail: MailSender,
  member: { email: string; displayName: string; language: string },
  note: string,
): Promise<void> {
  const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).moderation.warning;
  const greeting = fillIn(texts.greeting, { name: member.displayName });
  await mail.send({
    to: member.email,
    subject: texts.subject,
    text: [greeting, '', texts.body, '', texts.reason, note, '', texts.closing].join('\n'),
    html: [
      `<div lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.body)}</p>`,
      `<p>${escapeHtml(texts.reason)}<br>${escapeHtml(note)}</p>`,
      `<p>${escapeHtml(texts.closing)}</p>`,
      '</div>',
    ].join('\n'),
  });
}
