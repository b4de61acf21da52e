// The e-mail confirmation link's notice (confirmation-notice.ts says which) as a toast, not as a
// block above the step: on a phone the paywall's payment buttons must stay on the first screen
// (docs/decisions/0009-accounts.md, "Confirmation signs in"). It waits for the server's answer
// about the session (the cached flags could greet a visitor as signed in), shows the toast once,
// then takes ?verified and ?error out of the address, so that a reload or a remount of the
// screen does not announce it again.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../lib/session/use-session';
import { confirmationNotice } from './confirmation-notice';

export function useConfirmationToast(): void {
  const { t } = useTranslation();
  const { me, status } = useSession();
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const notice = status === 'ready' ? confirmationNotice(params, me.isAuthenticated) : null;
  const key = notice?.key;
  const destructive = notice?.kind === 'error';

  useEffect(() => {
    if (!key || shown.current) return;
    shown.current = true;
    toast({ description: t(`onboarding.${key}`), variant: destructive ? 'destructive' : 'default' });
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [key, destructive, setParams, t]);
}
