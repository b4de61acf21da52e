// Starting the boost writes the server's answer into every cached deck page, and so does a
// refusal that carries the boost's state: the deck shows what the server holds without a reload.
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoostState, DeckResponse } from '../../../../shared/contracts/discovery';
import { createQueryClient } from '../../../lib/query/query-client';
import { deck, json, stubApi } from '../test-fixtures';
import { DECK_KEY, useStartBoost } from './discovery-api';

afterEach(() => vi.restoreAllMocks());

const AVAILABLE: BoostState = { available: true, activeUntil: null, nextAvailableAt: null };

/** The hook over a cache holding a two-page deck (the second under other filters' key too). */
function renderWithDeck() {
  const client = createQueryClient({ retry: false });
  const keys = [
    [...DECK_KEY, { country: '' }],
    [...DECK_KEY, { country: 'SN' }],
  ];
  for (const key of keys) {
    client.setQueryData<InfiniteData<DeckResponse>>(key, {
      pages: [deck({ boost: AVAILABLE }), deck({ boost: AVAILABLE })],
      pageParams: [0, 1],
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useStartBoost(), { wrapper });
  const boosts = () => keys.flatMap((key) => client.getQueryData<InfiniteData<DeckResponse>>(key)!.pages.map((page) => page.boost));
  return { result, boosts };
}

describe('useStartBoost', () => {
  it('keeps the started boost in every cached deck page', async () => {
    const started: BoostState = { available: false, activeUntil: '2030-03-11T12:00:00.000Z', nextAvailableAt: '2030-03-17T12:00:00.000Z' };
    stubApi({ 'POST /api/discovery/boost': () => json(200, started) });
    const { result, boosts } = renderWithDeck();
    act(() => result.current.send());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(boosts()).toEqual([started, started, started, started]);
  });

  it('keeps the state a refusal carries, and leaves the cache alone when a failure carries none', async () => {
    const refused: BoostState = { available: false, activeUntil: null, nextAvailableAt: '2030-03-15T09:30:00.000Z' };
    stubApi({
      'POST /api/discovery/boost': () => json(409, { code: 'BOOST_UNAVAILABLE', message: 'One boost every 7 days.', details: refused }),
    });
    const first = renderWithDeck();
    act(() => first.result.current.send());
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(first.boosts()).toEqual([refused, refused, refused, refused]);

    vi.restoreAllMocks();
    stubApi({ 'POST /api/discovery/boost': () => json(500, { code: 'INTERNAL', message: 'Down.' }) });
    const second = renderWithDeck();
    act(() => second.result.current.send());
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(second.boosts()).toEqual([AVAILABLE, AVAILABLE, AVAILABLE, AVAILABLE]);
  });
});
