// The browser's one way to write (docs/decisions/0016-data-loading.md, "Writes"): TanStack Query's
// useMutation, whose isPending, error and reset replace each screen's own sending flag and failure
// state, with one guard more. isPending reaches React only after the query library's next tick,
// so a second click in the same tick would send twice; `send` ignores any call while one is on its
// way, which the screens' busy refs did each on their own.
import { type MutateOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useGuardedMutation<TData, TVariables = void>(options: UseMutationOptions<TData, unknown, TVariables>) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutate } = mutation;
  const send = useCallback(
    (variables: TVariables, callbacks: MutateOptions<TData, unknown, TVariables> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(variables, {
        ...callbacks,
        onSettled: (...settled) => {
          inFlight.current = false;
          return callbacks.onSettled?.(...settled);
        },
      });
    },
    [mutate],
  );
  return { ...mutation, send };
}
