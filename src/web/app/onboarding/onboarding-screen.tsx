import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/session/use-session';
import { useConfirmationToast } from './use-confirmation-toast';

export type GuardedPage = 'home' | 'profiles' | 'matches' | 'likes' | 'messages' | 'pricing' | 'profile';

/**
 * The frame of the onboarding screens: one <main>, the welcome heading and `intro` (why this
 * page stops here), then the step. The notice an e-mail confirmation link ends on is a toast
 * (use-confirmation-toast.ts), so that it takes no room above the step.
 */
export function OnboardingScreen({ page, intro, children }: { page: GuardedPage; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(page);
  const { me } = useSession();
  useConfirmationToast();

  return (
    // Tighter on a phone, so that the step itself (the pay buttons, the upload field) is on the
    // first screen under the progress.
    <main id="main" className="mx-auto max-w-4xl px-6 py-6 sm:py-12">
      <h1 className="mb-4 text-2xl font-bold sm:mb-6 sm:text-3xl">
        {me.user ? t('onboarding.welcomeName', { name: me.user.displayName }) : t('onboarding.welcome')}
      </h1>
      {intro && <p className="mb-6 text-lg text-stone-800 dark:text-stone-200">{intro}</p>}
      {children}
    </main>
  );
}
