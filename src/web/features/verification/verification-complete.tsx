import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { refreshSession } from '../../lib/session/use-session';
import { OutcomeHeading } from './step-heading';

/** Spec section 4: the complete screen stays 2 seconds, then the member goes to the profiles. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * 'Verification Complete!'. After the delay: /profiles, and the session is asked again so the
 * guard there sees the server's hasVerifiedID and lets the member in.
 */
export function VerificationComplete({ focusOnMount }: { focusOnMount: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(paths.profiles);
      void refreshSession();
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="space-y-3 text-center">
      <OutcomeHeading outcome="complete" icon={CircleCheck} focusOnMount={focusOnMount} title={t('verification.complete.title')} />
      <p className="text-stone-800 dark:text-stone-200">{t('verification.complete.text')}</p>
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {t('verification.complete.redirecting')}
      </p>
    </div>
  );
}
