// A tiny fetch state for the one public read of this page: TanStack Query would cost more
// JS than the whole page (targets.md S1), and the page needs only load, fail and retry.
import { useCallback, useEffect, useState } from 'react';
import type { EventsResponse } from '../../../shared/contracts/events';
import { getEvents } from './api/get-events';

export type EventsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: EventsResponse };

export function useEvents(): { state: EventsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EventsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
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

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
