// What a notification says (docs/decisions/0035-push-notifications.md), in the member's language:
// who, or in private mode only that something happened; the words of a message only when the
// member turned them on; and the screen it opens. Built on the server, so that the service worker
// shows it as it comes and no other data reaches the device.
import { DEFAULT_LANGUAGE, isLanguage, type Language, RTL_LANGUAGES } from '../../../shared/constants';
import type { PartialText } from '../../../shared/contracts/events';
import type { PushKind, PushPayload } from '../../../shared/contracts/push';
import { textIn } from '../../../shared/event-text';
import { paths } from '../../../shared/paths';
import { fillIn, messageTextsFor } from '../../i18n/message-texts';

/** The longest quoted message, in characters (code points); longer ones end with an ellipsis. */
const TEXT_SHOWN = 120;

export interface NoticeFacts {
  kind: PushKind;
  language: string;
  privateMode: boolean;
  showMessageText: boolean;
  subjectId: number | null;
  actorName: string | null;
  messageBody: string | null;
  event: { title: PartialText; timeZone: string; startsAt: Date } | null;
}

const isolate = (text: string) => `\u2068${text}\u2069`;

function shorten(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length > TEXT_SHOWN ? `${characters.slice(0, TEXT_SHOWN - 1).join('')}…` : characters.join('');
}

/** The screen a notification opens. */
export function screenOf(kind: PushKind, subjectId: number | null): string {
  switch (kind) {
    case 'message':
      return subjectId === null ? paths.messages : paths.conversation(subjectId);
    case 'match':
      return paths.matches;
    case 'like':
      return paths.likes;
    case 'event-reminder':
      return subjectId === null ? paths.events : paths.event(subjectId);
  }
}

function tagOf(kind: PushKind, subjectId: number | null): string {
  return subjectId === null ? kind : `${kind}-${subjectId}`;
}

function wordsOf(facts: NoticeFacts, language: Language) {
  const texts = messageTextsFor(language).notifications.push;
  if (facts.privateMode) return { title: texts.privateTitle, body: texts.privateBody };
  const name = isolate(facts.actorName ?? '');
  switch (facts.kind) {
    case 'match':
      return { title: texts.matchTitle, body: fillIn(texts.matchBody, { name }) };
    case 'message':
      return {
        title: texts.messageTitle,
        body:
          facts.showMessageText && facts.messageBody
            ? fillIn(texts.messageWithText, { name, text: isolate(shorten(facts.messageBody)) })
            : fillIn(texts.messageBody, { name }),
      };
    case 'like':
      // The liker stays unnamed whatever the setting: who liked a member is what Premium shows.
      return { title: texts.likeTitle, body: texts.likeBody };
    case 'event-reminder': {
      if (!facts.event) return { title: texts.reminderTitle, body: texts.privateBody };
      const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: facts.event.timeZone }).format(
        facts.event.startsAt,
      );
      return {
        title: texts.reminderTitle,
        body: fillIn(texts.reminderBody, { title: isolate(textIn(facts.event.title, language)), when }),
      };
    }
  }
}

export function buildPushPayload(facts: NoticeFacts): PushPayload {
  const language = isLanguage(facts.language) ? facts.language : DEFAULT_LANGUAGE;
  const { title, body } = wordsOf(facts, language);
  return {
    kind: facts.kind,
    title,
    body,
    url: screenOf(facts.kind, facts.subjectId),
    // Private: one tag for all, so that a shared screen shows one line, not a list of who wrote.
    tag: facts.privateMode ? 'sahel-hearts' : tagOf(facts.kind, facts.subjectId),
    lang: language,
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
  };
}

/** What is still unread when the member's quiet hours end: the conversations written in, the new matches. */
export interface QuietSummaryFacts {
  language: string;
  privateMode: boolean;
  conversationIds: number[];
  matches: number;
}

/** The one notification sent when quiet hours end: what waits, never who; private says only that something does. */
export function buildQuietSummary(facts: QuietSummaryFacts): PushPayload {
  const language = isLanguage(facts.language) ? facts.language : DEFAULT_LANGUAGE;
  const texts = messageTextsFor(language).notifications.push;
  const messages = facts.conversationIds.length > 0;
  const onlyConversation = facts.conversationIds.length === 1 && facts.matches === 0 ? facts.conversationIds[0]! : null;
  const body = !messages
    ? facts.matches === 1
      ? texts.summaryMatch
      : texts.summaryMatches
    : facts.matches > 0
      ? texts.summaryBoth
      : texts.summaryMessages;
  const kind: PushKind = messages ? 'message' : 'match';
  return {
    kind,
    title: facts.privateMode ? texts.privateTitle : texts.summaryTitle,
    body: facts.privateMode ? texts.privateBody : body,
    url: messages ? screenOf('message', onlyConversation) : paths.matches,
    tag: facts.privateMode ? 'sahel-hearts' : 'quiet-summary',
    lang: language,
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
  };
}
