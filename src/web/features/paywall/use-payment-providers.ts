// Which provider serves card and PayPal, asked once per paywall (GET /api/payments/providers).
// Also on the public pricing page, so a small hook rather than TanStack Query
// (docs/decisions/0016-data-loading.md).
import { useCallback, useEffect, useState } from 'react';
import type { PaymentProviders } from '../../../shared/contracts/payments';
import { getPaymentProviders } from '../../lib/payments/payments-api';

export type ProvidersState = { status: 'loading' } | { status: 'ready'; providers: PaymentProviders } | { status: 'error'; error: unknown };

export function usePaymentProviders(enabled: boolean): ProvidersState & { retry: () => void } {
  const [state, setState] = useState<ProvidersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getPaymentProviders(controller.signal).then(
      (providers) => setState({ status: 'ready', providers }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  // The loading state is set by whoever asks again, not by the effect (one render, not two).
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
