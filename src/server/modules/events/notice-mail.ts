// The e-mails about an event (docs/decisions/0032-events.md): cancelled, a place came free, it is
// tomorrow. In the member's language, the time as the venue's wall clock, every value escaped.
import { DEFAULT_LANGUAGE, isLanguage, RTL_LANGUAGES } from '../../../shared/constants';
import { textIn } from '../../../shared/event-text';
import type { EventNoticeKind, PartialText } from '../../../shared/contracts/events';
import type { MailMessage } from '../../adapters/mail';
import { fillIn, messageTextsFor } from '../../i18n/message-texts';
import { escapeHtml } from '../../platform/escape-html';

export interface NoticeSubject {
  kind: EventNoticeKind;
  email: string;
  displayName: string;
  language: string;
  eventId: number;
  title: PartialText;
  city: string;
  timeZone: string;
  startsAt: Date;
}

export function buildNoticeMail(subject: NoticeSubject, publicOrigin: string): MailMessage {
  const language = isLanguage(subject.language) ? subject.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).events[subject.kind];
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: subject.timeZone }).format(
    subject.startsAt,
  );
  const values = { name: subject.displayName, title: textIn(subject.title, language), when, city: subject.city };
  const greeting = fillIn(texts.greeting, values);
  const body = fillIn(texts.body, values);
  const link = `${publicOrigin}/events/${subject.eventId}`;
  return {
    to: subject.email,
    subject: fillIn(texts.subject, values),
    text: [greeting, '', body, '', `${texts.action}: ${link}`].join('\n'),
    html: [
      `<div lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
      '</div>',
    ].join('\n'),
  };
}
