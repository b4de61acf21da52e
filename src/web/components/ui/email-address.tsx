// An e-mail address as text inside any language's sentence: always left to right, and broken on
// a narrow screen only before the '@' and before a dot of the domain, never in the middle of a
// name (an Arabic page broke 'example.org' into 'exam' and 'ple.org'). A part longer than the line
// still wraps anywhere rather than overflow.
import { Fragment } from 'react';

/** The address cut where a line may break: before '@', and before every dot after it. */
export function emailBreakParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  const [first, ...rest] = email.slice(at).split('.');
  return [email.slice(0, at), first!, ...rest.map((label) => `.${label}`)];
}

export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  return (
    <bdi dir="ltr" className={`min-w-0 [overflow-wrap:anywhere] ${className}`}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
