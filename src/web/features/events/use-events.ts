// A tiny fetch state for the one public read of this page: TanStack Query would cost more
// JS than the whole page (docs/targets.md S1; docs/decisions/0016-data-loading.md), and the page
// needs only load, fail and retry.
import { useCallback, useEffect, useState } from 'react';
import type { EventsResponse } from '../../../shared/contracts/events';
import { getEvents } from './api/get-events';

export type EventsState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: EventsResponse };

export function useEvents(): { state: EventsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EventsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getEvents(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // The loading state is set by whoever asks again, not by the effect (one render, not two).
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
