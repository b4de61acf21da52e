import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { FormNotice } from '../../components/form/form-notice';
import { useSession } from '../../lib/session/use-session';
import { confirmationNotice } from './confirmation-notice';

export type GuardedPage = 'home' | 'profiles' | 'matches' | 'messages' | 'pricing' | 'profile';

/**
 * The frame of the onboarding screens: one <main>, the welcome heading, the notice an e-mail
 * confirmation link ends on, and `intro` (why this page stops here), then the step.
 */
export function OnboardingScreen({ page, intro, children }: { page: GuardedPage; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(page);
  const { me } = useSession();
  const [params] = useSearchParams();
  const verifyNotice = confirmationNotice(params, me.isAuthenticated);

  return (
    // Tighter on a phone, so that the step itself (the pay buttons, the upload field) is on the
    // first screen under the progress.
    <main id="main" className="mx-auto max-w-4xl px-6 py-6 sm:py-12">
      <h1 className="mb-4 text-2xl font-bold sm:mb-6 sm:text-3xl">
        {me.user ? t('onboarding.welcomeName', { name: me.user.displayName }) : t('onboarding.welcome')}
      </h1>
      {verifyNotice && (
        <div className="mb-6">
          <FormNotice kind={verifyNotice.kind}>{t(`onboarding.${verifyNotice.key}`)}</FormNotice>
        </div>
      )}
      {intro && <p className="mb-6 text-lg text-stone-800 dark:text-stone-200">{intro}</p>}
      {children}
    </main>
  );
}
