// The prompts a member answered, on their card and profile (docs/decisions/0012-profile.md,
// "Prompts"): the prompt in small words, the answer under it. On the deck's top card each has
// "Like with a comment" (docs/decisions/0020-discovery.md, "A like with a comment"). `compact`:
// the deck's card on a phone shows the first answer only, on one line, in the place of the bio's
// two lines, so the card and Pass and Like still fit the first screen (e2e/deck-layout.spec.ts);
// the full profile shows them all.
import { MessageSquareHeart } from 'lucide-react';
import type { PromptAnswer } from '../../../../shared/contracts/profile-prompts';
import { useTranslation } from '../../../i18n/react';
import { promptText } from '../../../lib/prompt-texts';

interface CardPromptsProps {
  prompts: readonly PromptAnswer[];
  /** The member's name, for the buttons' names. */
  name: string;
  onComment?: (prompt: PromptAnswer) => void;
  compact?: boolean;
}

export function CardPrompts({ prompts, name, onComment, compact = false }: CardPromptsProps) {
  const { t } = useTranslation();
  if (prompts.length === 0) return null;
  return (
    <ul aria-label={t('discovery.prompts.label', { name })} className="flex flex-col gap-1.5">
      {prompts.map((prompt, index) => (
        <li
          key={prompt.key}
          className={`flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-1.5 dark:bg-stone-800 ${compact && index > 0 ? 'hidden sm:flex' : ''}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-amber-900 dark:text-amber-200">{promptText(t, prompt.key)}</p>
            <p dir="auto" className={`text-sm text-stone-900 dark:text-stone-100 ${compact ? 'line-clamp-1 sm:line-clamp-2' : ''}`}>
              {prompt.answer}
            </p>
          </div>
          {onComment && (
            <button
              type="button"
              // A full-size target that takes no more height than the two lines beside it.
              className="btn-secondary -my-1 min-h-11 min-w-11 shrink-0 px-2"
              aria-label={t('discovery.comment.onPrompt', { prompt: promptText(t, prompt.key) })}
              onClick={() => onComment(prompt)}
            >
              <MessageSquareHeart aria-hidden="true" className="size-5" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
