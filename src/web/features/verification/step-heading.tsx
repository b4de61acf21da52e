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
