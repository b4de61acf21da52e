import type { ReactNode } from 'react';

/**
 * One step of the onboarding path (an account, the questionnaire, Verify ID), in its amber
 * panel; its heading is #step-title, where the path sends the focus.
 */
export function StepSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="step-title" className="rounded-xl bg-amber-50 p-6 dark:bg-stone-900">
      <h2 id="step-title" className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {text && <p className="mb-6 text-stone-800 dark:text-stone-200">{text}</p>}
      {children}
    </section>
  );
}
