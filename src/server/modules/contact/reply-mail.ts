// The e-mail that carries an admin's answer to a contact message, in the sender's language
// (docs/decisions/0033-admin-console.md): a greeting, the admin's words, the sender's message
// quoted. Plain text and HTML, every value escaped.
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES } from '../../../shared/constants';
import type { MailSender } from '../../adapters/mail';
import { fillIn, messageTextsFor } from '../../i18n/message-texts';
import { escapeHtml } from '../../platform/escape-html';

export interface RepliedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
}

export async function sendContactReply(mail: MailSender, original: RepliedMessage, answer: string): Promise<void> {
  const language = isLanguage(original.language) ? original.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).contact.reply;
  const greeting = fillIn(texts.greeting, { name: original.name });
  const paragraphs = (value: string) => value.split(/\n{2,}/).map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`);
  await mail.send({
    to: original.email,
    subject: fillIn(texts.subject, { subject: original.subject }),
    text: [
      greeting,
      '',
      texts.intro,
      '',
      answer,
      '',
      texts.closing,
      '',
      texts.quote,
      ...original.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
    html: [
      `<div lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(texts.intro)}</p>`,
      ...paragraphs(answer),
      `<p>${escapeHtml(texts.closing)}</p>`,
      `<p>${escapeHtml(texts.quote)}</p>`,
      `<blockquote>${paragraphs(original.message).join('')}</blockquote>`,
      '</div>',
    ].join('\n'),
  });
}
