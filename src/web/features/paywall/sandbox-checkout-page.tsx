import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SandboxOutcome, SandboxSession } from '../../../shared/contracts/payments';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatPrice } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { FormNotice } from '../../components/form/form-notice';
import { readAuthState } from '../../lib/session/auth-state';
import { useSession } from '../../lib/session/use-session';
import { finishSandboxCheckout, getSandboxSession } from '../../lib/payments/payments-api';
import { leaveSite } from '../../lib/payments/leave-site';
import { usePageMutation } from '../../lib/forms/use-page-mutation';

const OUTCOMES: readonly SandboxOutcome[] = ['complete', 'decline', 'cancel'];

/** A missing checkout or someone else's reads the same (the server answers 404 for both). */
function sandboxErrorMessage(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.code === 'NOT_FOUND' ? t('paywall.sandbox.notFound') : errorMessage(t, error);
}

/**
 * /sandbox/checkout/:sessionId: the sandbox provider's checkout page, plainly a TEST (no card,
 * no money). Pay, Decline or Cancel tells the server, which sends the signed webhook events a
 * real provider would; then the browser goes where the server says (back to the paywall).
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  usePageMeta('sandbox-checkout');
  const { sessionId = '' } = useParams();
  const { me, status } = useSession();

  let body;
  if (status === 'loading' && !readAuthState()) {
    body = <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  } else if (!me.isAuthenticated) {
    body = (
      <div className="space-y-4">
        <p>{t('paywall.sandbox.signIn')}</p>
        <Link to={paths.signIn} className="btn-primary">
          {t('paywall.account.signIn')}
        </Link>
      </div>
    );
  } else {
    body = <SandboxCheckout sessionId={sessionId} />;
  }

  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-12">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full border-2 border-dashed border-amber-800 px-4 py-1 text-sm font-bold tracking-wide text-amber-900 uppercase dark:border-amber-300 dark:text-amber-200">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('paywall.sandbox.badge')}
      </p>
      <h1 className="mb-3 text-3xl font-bold">{t('paywall.sandbox.title')}</h1>
      <p className="mb-6 text-stone-800 dark:text-stone-200">{t('paywall.sandbox.notice')}</p>
      {body}
    </main>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; session: SandboxSession } | { status: 'error'; error: unknown };

function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // No query cache on this page (docs/decisions/0016-data-loading.md): a page mutation, which
  // stays working once answered, while the browser goes back to the site.
  const finish = usePageMutation((outcome: SandboxOutcome) => finishSandboxCheckout(sessionId, outcome));
  const working = finish.isPending || finish.isSuccess ? (finish.variables ?? null) : null;

  useEffect(() => {
    const controller = new AbortController();
    getSandboxSession(sessionId, controller.signal).then(
      (session) => setLoaded({ status: 'ready', session }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  if (loaded.status === 'loading') return <p className="text-stone-700 dark:text-stone-300">{t('paywall.sandbox.loading')}</p>;
  if (loaded.status === 'error') return <FormNotice kind="error">{sandboxErrorMessage(t, loaded.error)}</FormNotice>;

  const { session } = loaded;
  const amount = formatPrice(session.amountCents, i18n.language);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-stone-200 p-5 dark:border-stone-800">
        <dt className="font-semibold">{t('paywall.sandbox.plan')}</dt>
        <dd>{t(`paywall.sandbox.plans.${session.plan}`)}</dd>
        <dt className="font-semibold">{t('paywall.sandbox.amount')}</dt>
        <dd>{t('paywall.price', { price: amount })}</dd>
      </dl>
      {session.status === 'open' ? (
        <div className="flex flex-wrap gap-3">
          {OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={outcome === 'complete' ? 'btn-primary' : 'btn-secondary'}
              disabled={working !== null}
              aria-busy={working === outcome}
              onClick={() => finish.send(outcome, { onSuccess: ({ returnUrl }) => leaveSite(returnUrl) })}
            >
              {working === outcome ? t('paywall.sandbox.working') : t(`paywall.sandbox.${outcome}`, { amount })}
            </button>
          ))}
        </div>
      ) : (
        <div className="space-y-4">
          <FormNotice kind="error">{t('paywall.sandbox.closed')}</FormNotice>
          <Link to={session.plan === 'premium' ? paths.pricing : paths.subscribe} className="btn-secondary">
            {t('paywall.sandbox.back')}
          </Link>
        </div>
      )}
      <FormNotice kind="error">{finish.isError && sandboxErrorMessage(t, finish.error)}</FormNotice>
    </div>
  );
}
