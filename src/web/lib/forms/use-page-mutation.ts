// A write for the public pages' forms (sign-in, sign-up, passwords, contact): the same shape as
// useGuardedMutation (lib/query/use-guarded-mutation.ts), without TanStack Query, which public
// pages never download (docs/decisions/0016-data-loading.md; e2e/public-scripts.spec.ts). One
// request at a time: a second call while one is on its way is dropped.
import { useCallback, useRef, useState } from 'react';
import type { FormMutation } from './use-contract-form';

type State<Data, Variables> =
  | { status: 'idle' }
  | { status: 'pending'; variables: Variables }
  | { status: 'success'; variables: Variables; data: Data }
  | { status: 'error'; variables: Variables; error: unknown };

export function usePageMutation<Data, Variables>(mutationFn: (variables: Variables) => Promise<Data>) {
  const [state, setState] = useState<State<Data, Variables>>({ status: 'idle' });
  const inFlight = useRef(false);
  const send: FormMutation<Data, Variables>['send'] = useCallback(
    (variables, callbacks = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: 'pending', variables });
      mutationFn(variables).then(
        (data) => {
          inFlight.current = false;
          setState({ status: 'success', variables, data });
          callbacks.onSuccess?.(data, variables);
        },
        (error: unknown) => {
          inFlight.current = false;
          setState({ status: 'error', variables, error });
          callbacks.onError?.(error);
        },
      );
    },
    [mutationFn],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return {
    send,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.status === 'error' ? state.error : null,
    data: state.status === 'success' ? state.data : undefined,
    variables: state.status === 'idle' ? undefined : state.variables,
  };
}
