// A numbered list of steps: those before the current one ticked (and said "done" to screen
// readers), the current one marked with aria-current="step". The onboarding progress and the
// identity verification stepper both draw theirs with it, each in its own colours. On a phone
// the steps stand in one row, the others as numbers only, so the step itself stays on screen.
import { Check } from 'lucide-react';
import type { Language } from '../../../shared/constants';
import { formatNumber } from '../../lib/format';

export interface StepListProps {
  /** The steps' names, translated, in order. */
  labels: readonly string[];
  /** Index of the current step; `labels.length` when every step is done. */
  current: number;
  /** Screen-reader note after a finished step, translated ("done"). */
  doneLabel: string;
  language: Language;
  /** The list's own name, when the heading around it does not give one. */
  ariaLabel?: string;
  className: string;
  currentClassName: string;
  otherClassName: string;
}

export function StepList({ labels, current, doneLabel, language, ariaLabel, className, currentClassName, otherClassName }: StepListProps) {
  return (
    <ol aria-label={ariaLabel} className={className}>
      {labels.map((label, position) => {
        const done = position < current;
        const isCurrent = position === current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm max-sm:px-2 ${isCurrent ? `max-sm:flex-1 ${currentClassName}` : otherClassName}`}
          >
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-stone-100 text-xs font-bold dark:bg-stone-800"
            >
              {done ? <Check className="size-4" /> : formatNumber(position + 1, language)}
            </span>
            <span className={isCurrent ? undefined : 'max-sm:sr-only'}>
              {label}
              {done && <span className="sr-only"> ({doneLabel})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
