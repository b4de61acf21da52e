// Where the member writes: a textarea that grows with the text, and a Send button that is always
// there. On a computer Enter sends and Shift+Enter starts a new line; on a touch screen Enter is
// a new line (the keyboard has no Shift to spare) and the button sends. The contract's rules are
// checked first and explained in the member's language; the focus stays here after sending, and
// nothing the member is writing is ever cleared by a failure (a sent message lives in the log).
// A message the rules find may hurt waits above the text box with "Are you sure?"; "Edit message"
// puts it back into the text box, before anything written since.
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/contracts/messages';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { OutgoingMessage } from '../thread/thread-state';
import { ConfirmSend } from './confirm-send';
import { checkMessage, type MessageProblem } from '../../../lib/message-check';

/** The counter appears this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;
/** At most one typing command this often (the partner shows "typing…" for 5 s after each). */
const TYPING_EVERY_MS = 3_000;

interface ComposerProps {
  partnerName: string;
  /** The day's messages are spent: the member may write, not send. */
  atLimit: boolean;
  onSend: (body: string) => void;
  onTyping: () => void;
  /** A message the server asked the member to confirm. */
  toConfirm?: OutgoingMessage;
  onSendAnyway: (item: OutgoingMessage) => void;
  /** The member takes it back to edit it (it leaves the outbox). */
  onTakeBack: (item: OutgoingMessage) => void;
}

export function Composer({ partnerName, atLimit, onSend, onTyping, toConfirm, onSendAnyway, onTakeBack }: ComposerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const typingSentAt = useRef(Number.NEGATIVE_INFINITY);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageProblem | null>(null);

  const send = () => {
    field.current?.focus();
    if (atLimit) return;
    const checked = checkMessage(text);
    if (checked.problem) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setText('');
    onSend(checked.body);
  };

  const edit = (item: OutgoingMessage) => {
    // Anything written while the question came stays, after the message.
    setText((current) => (current.trim() === '' ? item.body : `${item.body}\n${current}`));
    setProblem(null);
    onTakeBack(item);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    // An input method (Amharic, Arabic, ...) confirms a word with Enter: that is not a send.
    if (event.nativeEvent.isComposing) return;
    if (window.matchMedia('(pointer: coarse)').matches) return;
    event.preventDefault();
    send();
  };

  const length = text.length;
  const counterId = `${id}-counter`;
  const problemId = `${id}-problem`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {toConfirm && (
        <ConfirmSend
          key={toConfirm.clientId}
          body={toConfirm.body}
          sendDisabled={atLimit}
          onSendAnyway={() => {
            field.current?.focus();
            onSendAnyway(toConfirm);
          }}
          onEdit={() => edit(toConfirm)}
        />
      )}
      <label htmlFor={`${id}-field`} className="sr-only">
        {t('conversations.composer.label', { name: isolate(partnerName) })}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={field}
          id={`${id}-field`}
          rows={1}
          value={text}
          placeholder={t('conversations.composer.placeholder')}
          aria-invalid={problem !== null}
          aria-describedby={[length >= COUNTER_FROM ? counterId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            if (event.target.value.trim() !== '' && Date.now() - typingSentAt.current >= TYPING_EVERY_MS) {
              typingSentAt.current = Date.now();
              onTyping();
            }
          }}
          onKeyDown={onKeyDown}
          className="form-field max-h-40 min-h-11 flex-1 resize-none [field-sizing:content]"
        />
        <button type="submit" className="btn-primary min-h-11 shrink-0" disabled={atLimit}>
          <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('conversations.composer.send')}
        </button>
      </div>
      {length >= COUNTER_FROM && (
        <p
          id={counterId}
          className={`mt-1 text-end text-xs ${
            length > MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700 dark:text-red-300' : 'text-stone-700 dark:text-stone-300'
          }`}
        >
          {t('conversations.composer.counter', { count: formatNumber(length, language), max: formatNumber(MESSAGE_MAX_LENGTH, language) })}
        </p>
      )}
      {problem && (
        <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {t(`conversations.composer.problems.${problem}`, { max: formatNumber(MESSAGE_MAX_LENGTH, language) })}
        </p>
      )}
    </form>
  );
}
