import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicCounters } from '../../../shared/contracts/counters';
import { renderWithProviders } from '../../test/render';
import { LiveCountersSection } from './live-counters-section';

const counters: PublicCounters = {
  verified: { value: 12345, source: 'live' },
  matches: { value: 500, source: 'fallback' },
  events: { value: 1024, source: 'override' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Spaces of any kind (Intl uses narrow no-break spaces in French) as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LiveCountersSection', () => {
  it('reserves the space with a placeholder while loading, then shows the fetched figures', async () => {
    let resolve!: (response: Response) => void;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    await renderWithProviders(<LiveCountersSection />);
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByText('—')).toHaveLength(3);
    expect(fetchSpy.mock.calls[0]?.[0] as string).toBe('/api/counters');

    resolve(json(counters));
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['12,345+Verified members', '500+Successful matches', '1,024+Events']);
    expect(screen.queryByText(/unavailable/)).toBeNull();
  });

  it('formats the figures for the language (French)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(counters));
    await renderWithProviders(<LiveCountersSection />, { language: 'fr' });
    await screen.findByText('Membres vérifiés');
    await waitFor(() => expect(plain(screen.getByRole('list').textContent)).toContain('12 345+Membres vérifiés'));
  });

  it('on a network failure shows the labels without numbers and a note', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWithProviders(<LiveCountersSection />);
    expect(await screen.findByText('Live figures are unavailable right now. Please check back soon.')).toBeTruthy();
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Verified members', 'Successful matches', 'Events']);
  });

  it('treats a server error or a malformed answer the same way', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ code: 'DATABASE_UNAVAILABLE', message: 'down' }, 503))
      .mockResolvedValueOnce(json({ verified: 3 }));
    const first = await renderWithProviders(<LiveCountersSection />);
    expect(await screen.findByText(/Live figures are unavailable/)).toBeTruthy();
    first.unmount();
    await renderWithProviders(<LiveCountersSection />);
    expect(await screen.findByText(/Live figures are unavailable/)).toBeTruthy();
    expect(screen.queryByText(/\d/)).toBeNull();
  });
});
