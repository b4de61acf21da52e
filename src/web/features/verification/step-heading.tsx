import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A screen's heading inside the Verify ID step. After the member moves between screens, focus
 * goes to the new heading, so a screen reader says where they are and Tab starts from there
 * (not on the first paint: the page's own focus order stands then).
 */
export function StepHeading({ focusOnMount, children }: { focusOnMount: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <h3 ref={heading} tabIndex={-1} id="verification-screen-title" className="mb-2 text-xl font-bold outline-none">
      {children}
    </h3>
  );
}

/** The icon of each outcome: waiting for an admin, refused, verified (centred on its own screen). */
const OUTCOME_ICON_CLASSES = {
  pending: 'size-10 text-amber-700 dark:text-amber-400',
  rejected: 'size-10 text-red-700 dark:text-red-400',
  complete: 'mx-auto size-12 text-green-700 dark:text-green-400',
} as const;

/** An outcome's heading: its icon in the outcome's colour, above the heading. */
export function OutcomeHeading({
  outcome,
  icon: Icon,
  focusOnMount,
  title,
}: {
  outcome: keyof typeof OUTCOME_ICON_CLASSES;
  icon: LucideIcon;
  focusOnMount: boolean;
  title: string;
}) {
  return (
    <>
      <Icon aria-hidden="true" className={OUTCOME_ICON_CLASSES[outcome]} />
      <StepHeading focusOnMount={focusOnMount}>{title}</StepHeading>
    </>
  );
}
