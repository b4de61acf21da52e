import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { refreshSession } from '../../lib/session/use-session';

/**
 * 'Welcome to Sahel Hearts' after a confirmed payment. It stays until 'Enter Main Site' is
 * clicked: only then is the session asked again, since the new flags would move the onboarding
 * gate on to the next step underneath this screen. Then to '/', which shows that next step.
 */
export function SuccessScreen({ level }: { level: 1 | 2 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${level}` as const;

  // The paywall was replaced under the member's focus: bring screen readers to the news.
  useEffect(() => heading.current?.focus(), []);

  // One click enters: a public page's guarded write (lib/forms/use-page-mutation.ts).
  const enter = usePageMutation(async () => {
    await refreshSession();
    await navigate(paths.home);
  });

  return (
    <section aria-labelledby="paywall-success-title" className="rounded-xl bg-amber-50 p-6 text-center dark:bg-stone-900">
      <PartyPopper aria-hidden="true" className="mx-auto mb-4 size-12 text-amber-800 dark:text-amber-300" />
      <Heading id="paywall-success-title" ref={heading} tabIndex={-1} className="mb-3 text-3xl font-bold focus:outline-none">
        {t('paywall.success.title')}
      </Heading>
      <p className="mb-6 text-lg text-stone-800 dark:text-stone-200">{t('paywall.success.text')}</p>
      <button type="button" className="btn-primary" disabled={enter.isPending || enter.isSuccess} onClick={() => enter.send(undefined)}>
        {t('paywall.success.enter')}
      </button>
    </section>
  );
}
