// The first message, written at the match moment (docs/decisions/0020-discovery.md, "The match
// moment"): the server's suggestion with "Use this" (it fills the field, it never sends), the
// field, and Send, through the conversation's own send. A refusal (the day's messages spent, the
// safety rules' "Are you sure?", the network) is said in the member's language and the text
// stays; the same message sent again keeps its clientId, so it is stored once. Once sent, the
// way into the conversation.
import { MessageCircle, SendHorizontal, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MatchMoment } from '../../../../shared/contracts/discovery';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/contracts/messages';
import { paths } from '../../../../shared/paths';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber, isolate } from '../../../lib/format';
import { checkMessage, type MessageProblem, newClientId } from '../../../lib/message-check';
import { useLanguage } from '../../../lib/use-language';
import { useSendFirstMessage } from '../api/first-message-api';
import { openerText } from './opener-text';

interface FirstMessageProps {
  match: MatchMoment;
  onClose: () => void;
}

export function FirstMessage({ match, onClose }: FirstMessageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageProblem | null>(null);
  // One id per text: a retry of the same words is the same message to the server.
  const clientId = useRef<{ text: string; id: string } | null>(null);
  const sending = useSendFirstMessage();
  const name = isolate(match.member.displayName);
  const suggestion = openerText(t, match, language);
  const needsConfirmation = sending.error instanceof ApiError && sending.error.code === 'MESSAGE_NEEDS_CONFIRMATION';

  if (sending.isSuccess) return <FirstMessageSent match={match} onClose={onClose} />;

  const send = (confirmed: boolean) => {
    const checked = checkMessage(text);
    if (checked.problem) {
      setProblem(checked.problem);
      field.current?.focus();
      return;
    }
    setProblem(null);
    if (clientId.current?.text !== checked.body) clientId.current = { text: checked.body, id: newClientId() };
    const input = { clientId: clientId.current.id, body: checked.body, ...(confirmed ? { confirmed: true } : {}) };
    sending.send({ conversationId: match.id, input });
  };

  const problemText = problem && t(`discovery.match.errors.${problem}`, { max: formatNumber(MESSAGE_MAX_LENGTH, language) });
  const failure = problemText ?? (sending.error !== null ? errorMessage(t, sending.error) : null);

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <section aria-labelledby={`${id}-suggestion`} className="rounded-2xl bg-amber-50 p-3 text-start dark:bg-stone-800">
        <h3 id={`${id}-suggestion`} className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-amber-900 dark:text-amber-200">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('discovery.match.suggestionLabel')}
        </h3>
        <p dir="auto" className="mb-2 text-stone-900 dark:text-stone-100">
          {suggestion}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-full border border-amber-800 bg-white px-4 text-sm font-semibold text-amber-900 hover:bg-amber-100 dark:border-amber-300 dark:bg-stone-900 dark:text-amber-200 dark:hover:bg-stone-700"
          onClick={() => {
            setText(suggestion);
            setProblem(null);
            sending.reset();
            field.current?.focus();
          }}
        >
          {t('discovery.match.useSuggestion')}
        </button>
      </section>
      <div className="text-start">
        <label htmlFor={`${id}-field`} className="mb-1 block text-sm font-semibold">
          {t('discovery.match.messageLabel', { name })}
        </label>
        <textarea
          ref={field}
          id={`${id}-field`}
          dir="auto"
          rows={3}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={failure ? `${id}-failure` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            if (sending.error !== null) sending.reset();
          }}
          className="form-field max-h-40 min-h-11 w-full resize-none [field-sizing:content]"
        />
      </div>
      <div id={`${id}-failure`}>
        <FormNotice kind="error">{failure}</FormNotice>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
        {needsConfirmation ? (
          <button type="button" className="btn-primary min-h-11" disabled={sending.isPending} onClick={() => send(true)}>
            {t('discovery.match.sendAnyway')}
          </button>
        ) : (
          <button type="submit" className="btn-primary min-h-11" disabled={sending.isPending}>
            <SendHorizontal aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('discovery.match.send')}
          </button>
        )}
        <KeepSwipingButton onClose={onClose} />
      </div>
      <p className="text-center text-sm">
        <Link className="footer-link" to={paths.matches}>
          {t('discovery.match.seeMatches')}
        </Link>
      </p>
    </form>
  );
}

/** Sent: said at once, and the focus on the way into the conversation. */
function FirstMessageSent({ match, onClose }: FirstMessageProps) {
  const { t } = useTranslation();
  const open = useRef<HTMLAnchorElement>(null);
  useEffect(() => open.current?.focus(), []);
  return (
    <div className="space-y-3 text-center">
      <FormNotice kind="success">{t('discovery.match.sent', { name: isolate(match.member.displayName) })}</FormNotice>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link ref={open} className="btn-primary min-h-11" to={paths.conversation(match.id)}>
          <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('discovery.match.openConversation')}
        </Link>
        <KeepSwipingButton onClose={onClose} />
      </div>
    </div>
  );
}

/** Back to the deck, from the first message or after it. */
function KeepSwipingButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-secondary min-h-11" onClick={onClose}>
      {t('discovery.match.keepSwiping')}
    </button>
  );
}
