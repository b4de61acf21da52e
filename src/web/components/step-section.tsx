import { type ReactNode, useEffect, useRef } from 'react';

interface StepSectionProps {
  title: string;
  text?: string;
  /** A page of the step the member just moved to: its heading takes the focus (not on a first paint). */
  focusOnMount?: boolean;
  children: ReactNode;
}

/**
 * One step of the onboarding path (an account, the questionnaire, Verify ID), in its amber
 * panel; its heading is #step-title, where the path sends the focus.
 */
export function StepSection({ title, text, focusOnMount = false, children }: StepSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section aria-labelledby="step-title" className="rounded-xl bg-amber-50 p-6 dark:bg-stone-900">
      <h2 ref={heading} tabIndex={-1} id="step-title" className="mb-3 text-2xl font-bold outline-none">
        {title}
      </h2>
      {text && <p className="mb-6 text-stone-800 dark:text-stone-200">{text}</p>}
      {children}
    </section>
  );
}
