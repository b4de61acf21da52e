import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';

/** A link in the text under an auth form (back to sign-in, forgot password, sign up). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-amber-800 underline dark:text-amber-300">
      {children}
    </Link>
  );
}

/** Under the forms of a forgotten password: the way back to signing in. */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-sm">
      <AuthLink to={paths.signIn}>{t('auth.forgot.back')}</AuthLink>
    </p>
  );
}
