// "Like with a comment" (docs/decisions/0020-discovery.md, "A like with a comment"): a few words on
// one of the member's prompts or on their photo, sent with the like. The words are checked by the
// swipe's own contract; the like itself goes as the deck's swipes go (`onSend`), so a refusal puts
// the card back and says why, like any refused swipe.
import { useId } from 'react';
import { z } from 'zod';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import { LIKE_COMMENT_MAX_LENGTH, likeComment, type LikeCommentOn } from '../../../../shared/contracts/like-comment';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { promptText } from '../../../lib/prompt-texts';
import { useLanguage } from '../../../lib/use-language';
import { ModalDialog } from '../dialog/modal-dialog';
import { TextAreaField } from '../../../components/form/text-area-field';

export interface CommentTarget {
  card: MemberCard;
  on: LikeCommentOn;
}

interface LikeCommentDialogProps {
  target: CommentTarget | null;
  onClose: () => void;
  onSend: (target: CommentTarget, text: string) => void;
}

export function LikeCommentDialog({ target, onClose, onSend }: LikeCommentDialogProps) {
  const id = useId();
  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-about`}>
      {/* Mounted per opening: every comment starts from an empty form. */}
      {target && <CommentForm id={id} target={target} onCancel={onClose} onSend={(text) => onSend(target, text)} />}
    </ModalDialog>
  );
}

const commentForm = z.object({ text: likeComment.shape.text });

interface CommentFormProps {
  id: string;
  target: CommentTarget;
  onCancel: () => void;
  onSend: (text: string) => void;
}

function CommentForm({ id, target, onCancel, onSend }: CommentFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { field, formProps } = useContractForm({
    schema: commentForm,
    defaultValues: { text: '' },
    errorKey: (_field, issue) => (issue.type === 'too_big' ? 'discovery.comment.tooLong' : 'discovery.comment.required'),
    apply: (output) => onSend(output.text),
  });
  const text = field('text');
  const name = isolate(target.card.displayName);
  const prompt =
    'prompt' in target.on ? target.card.prompts?.find((answered) => 'prompt' in target.on && answered.key === target.on.prompt) : undefined;
  const max = formatNumber(LIKE_COMMENT_MAX_LENGTH, language);

  return (
    <form {...formProps} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('discovery.comment.title', { name })}
      </h2>
      <div id={`${id}-about`} className="rounded-xl bg-amber-50 px-3 py-2 dark:bg-stone-800">
        {prompt ? (
          <>
            <p className="text-xs font-semibold text-amber-900 dark:text-amber-200">{promptText(t, prompt.key)}</p>
            <p dir="auto" className="text-sm">
              {prompt.answer}
            </p>
          </>
        ) : (
          <p className="text-sm">{t('discovery.comment.aboutPhoto', { name })}</p>
        )}
      </div>
      <TextAreaField
        id={`${id}-text`}
        label={t('discovery.comment.label')}
        hint={t('discovery.comment.hint', { max, name })}
        error={text.error && t(text.error)}
        input={text.input}
        maxLength={LIKE_COMMENT_MAX_LENGTH}
        dir="auto"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary min-h-11" onClick={onCancel}>
          {t('discovery.actions.cancel')}
        </button>
        <button type="submit" className="btn-primary min-h-11">
          {t('discovery.comment.send')}
        </button>
      </div>
    </form>
  );
}
