import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link in the text under an auth form (back to sign-in, forgot password, sign up). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-amber-800 underline dark:text-amber-300">
      {children}
    </Link>
  );
}
